import { describe, expect, it } from '@jest/globals';
import { parsePrometheusText, sampleSum } from './prometheus-text';

const VALID = [
  '# HELP requests_total Requests.',
  '# TYPE requests_total counter',
  'requests_total{route="/a",note="say \\"hi\\"\\n"} 3',
  'requests_total{route="/b"} 1.5e1',
  '# TYPE took_seconds histogram',
  'took_seconds_bucket{le="0.1"} 1',
  'took_seconds_bucket{le="+Inf"} 2',
  'took_seconds_sum 0.4',
  'took_seconds_count 2',
  '',
].join('\n');

describe('parsePrometheusText (the tests’ strict reader of /metrics)', () => {
  it('reads families, labels with escapes and values', () => {
    const parsed = parsePrometheusText(VALID);
    expect(parsed.families.get('requests_total')).toEqual({ type: 'counter', help: 'Requests.' });
    expect(parsed.samples[0]).toEqual({ name: 'requests_total', labels: { route: '/a', note: 'say "hi"\n' }, value: 3 });
    expect(sampleSum(parsed, 'requests_total')).toBe(18);
    expect(sampleSum(parsed, 'requests_total', { route: '/b' })).toBe(15);
  });

  it.each([
    ['a sample of an undeclared family', 'other_total 1'],
    ['a label value with a bad escape', '# TYPE x gauge\nx{a="\\q"} 1'],
    ['a value that is not a number', '# TYPE x gauge\nx one'],
    ['labels without commas', '# TYPE x gauge\nx{a="1" b="2"} 1'],
    ['a repeated series', '# TYPE x gauge\nx{a="1"} 1\nx{a="1"} 2'],
    ['an unknown type', '# TYPE x meter\nx 1'],
    ['buckets that are not cumulative', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1'],
    ['a histogram without +Inf', '# TYPE h histogram\nh_bucket{le="1"} 1\nh_count 1'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
