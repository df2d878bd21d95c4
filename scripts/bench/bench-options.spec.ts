import { benchOptions } from './bench-options';

describe('bench options', () => {
  it('measures every figure unless BENCH_ONLY names a part', () => {
    expect(benchOptions({}, '/repo')).toEqual({ quick: false, profile: false, outputDir: '/repo/var/bench', only: undefined });
    expect(benchOptions({ BENCH_ONLY: '' }, '/repo').only).toBeUndefined();
    expect(benchOptions({ BENCH_ONLY: 'login' }, '/repo').only).toBe('login');
    expect(benchOptions({ BENCH_ONLY: 'api', QUICK: '1', PROFILE: '1', BENCH_OUTPUT_DIR: '/tmp/b' }, '/repo')).toEqual({
      quick: true,
      profile: true,
      outputDir: '/tmp/b',
      only: 'api',
    });
  });

  it('refuses a part it does not know rather than silently running everything', () => {
    expect(() => benchOptions({ BENCH_ONLY: 'lighthouse' }, '/repo')).toThrow('BENCH_ONLY must be one of api, login or unset; it is "lighthouse".');
  });
});
