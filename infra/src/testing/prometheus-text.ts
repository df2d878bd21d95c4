/**
 * A strict reader of the Prometheus text exposition format (0.0.4) for tests: any line it
 * does not understand, a sample of an undeclared family, a label value with a bad escape, a
 * repeated series or a histogram whose buckets are not cumulative fails the parse.
 */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusFamily {
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
}

export interface PrometheusText {
  families: Map<string, PrometheusFamily>;
  samples: PrometheusSample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<PrometheusFamily['type'], string[]> = {
  counter: ['', '_total', '_created'],
  gauge: [''],
  histogram: ['_bucket', '_sum', '_count', '_created'],
  summary: ['', '_sum', '_count', '_created'],
  untyped: [''],
};

export function parsePrometheusText(text: string): PrometheusText {
  const families = new Map<string, PrometheusFamily>();
  const samples: PrometheusSample[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((line, index) => {
    const fail = (why: string): never => {
      throw new Error(`Prometheus text line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line.trim() === '') return;
    if (line.startsWith('#')) {
      const [, keyword, name, ...rest] = line.split(' ');
      if (keyword !== 'HELP' && keyword !== 'TYPE') return;
      if (!name || !METRIC_NAME.test(name)) fail('bad metric name');
      const family = families.get(name) ?? { type: 'untyped' as const, help: '' };
      if (keyword === 'HELP') family.help = rest.join(' ');
      else if (rest.length !== 1 || !TYPES.has(rest[0])) fail('bad TYPE');
      else family.type = rest[0] as PrometheusFamily['type'];
      families.set(name, family);
      return;
    }
    const sample = parseSample(line, fail);
    const family = familyOf(sample.name, families);
    if (!family) fail('sample of an undeclared family');
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seen.has(series)) fail('repeated series');
    seen.add(series);
    samples.push(sample);
  });
  checkHistograms(families, samples);
  return { families, samples };
}

/** The sum of the values of `name`'s samples whose labels include `labels`. */
export function sampleSum(parsed: PrometheusText, name: string, labels: Record<string, string> = {}): number {
  return parsed.samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

function parseSample(line: string, fail: (why: string) => never): PrometheusSample {
  const name = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line)?.[0] ?? fail('bad metric name');
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith('{')) {
    rest = rest.slice(1);
    while (!rest.startsWith('}')) {
      const label = /^([^=]*)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest) ?? fail('bad label');
      if (!LABEL_NAME.test(label[1])) fail('bad label name');
      if (label[1] in labels) fail('repeated label');
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped));
      rest = rest.slice(label[0].length);
      if (label[3] === '' && !rest.startsWith('}')) fail('labels not separated by commas');
    }
    rest = rest.slice(1);
  }
  const parts = rest.split(' ');
  if (parts[0] !== '' || parts.length < 2 || parts.length > 3) fail('expected one space, a value and an optional timestamp');
  if (parts[2] !== undefined && !/^-?\d+$/.test(parts[2])) fail('bad timestamp');
  return { name, labels, value: parseValue(parts[1], fail) };
}

/** As Prometheus reads it (Go's ParseFloat): NaN and Inf in any case; prom-client writes `Nan`. */
function parseValue(text: string, fail: (why: string) => never): number {
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Infinity;
  if (special === '-inf') return -Infinity;
  if (special === 'nan') return NaN;
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(text)) fail('bad value');
  return Number(text);
}

function familyOf(sampleName: string, families: Map<string, PrometheusFamily>): PrometheusFamily | undefined {
  for (const [name, family] of families) {
    if (SUFFIXES[family.type].some((suffix) => sampleName === name + suffix)) return family;
  }
  return undefined;
}

/** Each histogram series: buckets non-decreasing by `le`, ending at +Inf, whose count equals `_count`. */
function checkHistograms(families: Map<string, PrometheusFamily>, samples: PrometheusSample[]): void {
  for (const [name, family] of families) {
    if (family.type !== 'histogram') continue;
    const series = new Map<string, { buckets: [number, number][]; count?: number }>();
    const keyOf = (labels: Record<string, string>) =>
      JSON.stringify(
        Object.entries(labels)
          .filter(([key]) => key !== 'le')
          .sort(),
      );
    for (const sample of samples) {
      if (sample.name !== `${name}_bucket` && sample.name !== `${name}_count`) continue;
      const entry = series.get(keyOf(sample.labels)) ?? { buckets: [] };
      if (sample.name === `${name}_count`) entry.count = sample.value;
      else if (sample.labels.le === undefined) throw new Error(`${name}_bucket without le`);
      else entry.buckets.push([Number(sample.labels.le.replace('+Inf', 'Infinity')), sample.value]);
      series.set(keyOf(sample.labels), entry);
    }
    for (const [labels, { buckets, count }] of series) {
      const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
      const cumulative = sorted.every(([, value], index) => index === 0 || value >= sorted[index - 1][1]);
      const last = sorted[sorted.length - 1];
      if (!cumulative || !last || last[0] !== Infinity || last[1] !== count) {
        throw new Error(`Histogram ${name}${labels}: buckets not cumulative up to +Inf = _count`);
      }
    }
  }
}
