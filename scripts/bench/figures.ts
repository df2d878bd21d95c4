import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './wrk';

/** One line of the bench's table and JSON: absolute numbers, the ratio when it has one, the goal and whether it holds. */
export interface Figure {
  figure: string;
  values: Record<string, number>;
  /** Against the same run's baseline (bare hello, or the raw argon2 ceiling); null for the baselines themselves. */
  ratio: number | null;
  /** Each round's ratio, where the figure was measured in rounds interleaved with its baseline. */
  roundRatios?: number[];
  goal: string;
  /** null where the figure is a baseline with no goal of its own. */
  holds: boolean | null;
}

const KB = 1000;

/** Counts that add up over rounds; every other number of a round is a rate, a latency or a size. */
const SUMMED = new Set(['requests', 'failedRequests']);

/**
 * Several rounds of one measurement as one: the median of each rate, latency and size (the
 * lower middle for an even count), and the sum of the counts.
 */
export function medianOfRounds<T extends object>(rounds: T[]): T {
  if (rounds.length === 0) throw new Error('No rounds to combine');
  const combined: Record<string, number> = {};
  for (const key of Object.keys(rounds[0]) as Array<keyof T & string>) {
    const values = rounds.map((round) => round[key] as number).filter((value) => value !== undefined);
    combined[key] = SUMMED.has(key) ? values.reduce((sum, value) => sum + value, 0) : median(values);
  }
  return combined as T;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

export function baselineFigure(figure: string, rounds: Array<LoadResult | { verifiesPerSecond: number; p50Ms: number; p99Ms: number }>): Figure {
  return { figure, values: { ...medianOfRounds(rounds) }, ratio: null, goal: 'baseline', holds: null };
}

/** One round of a figure: its load and its baseline's rate, measured one right after the other. */
export interface Round {
  load: LoadResult;
  baselinePerSecond: number;
}

/**
 * A loaded route against its baseline, over rounds that alternate the two: the ratio is the
 * median of the rounds' ratios, so a machine that speeds up or slows down between rounds
 * (a shared one does) weighs on both sides of each ratio alike. It holds when that ratio (and
 * the p99 bound, on the median round's p99, if any) holds and no request failed. Without a
 * `minRatio` it is a reference, with no goal of its own.
 */
export function loadFigure(figure: string, rounds: Round[], goal: { minRatio?: number; maxP99Ms?: number; baseline: string }): Figure {
  const roundRatios = rounds.map(({ load, baselinePerSecond }) => load.requestsPerSecond / baselinePerSecond);
  const exactRatio = median(roundRatios);
  const load = medianOfRounds(rounds.map((round) => round.load));
  const ratio = Math.round(exactRatio * 100) / 100;
  const roundRatiosShown = roundRatios.map((value) => Math.round(value * 1000) / 1000);
  const { minRatio } = goal;
  if (minRatio === undefined) return { figure, values: { ...load }, ratio, roundRatios: roundRatiosShown, goal: `reference (× ${goal.baseline})`, holds: null };
  // Judged on the exact ratio: 0.4995 shows as 0.5× but does not reach 0.5×.
  const holds = exactRatio >= minRatio && (goal.maxP99Ms === undefined || load.p99Ms <= goal.maxP99Ms) && load.failedRequests === 0;
  const p99 = goal.maxP99Ms === undefined ? '' : `, p99 ≤ ${goal.maxP99Ms} ms`;
  return { figure, values: { ...load }, ratio, roundRatios: roundRatiosShown, goal: `≥ ${minRatio}× ${goal.baseline}${p99}, no failures`, holds };
}

export function sizeFigure(figure: string, bytes: number, maxKb: number, extra: Record<string, number> = {}): Figure {
  return { figure, values: { bytes, ...extra }, ratio: null, goal: `≤ ${maxKb} KB`, holds: bytes <= maxKb * KB };
}

/**
 * Lighthouse's goal: performance ≥ 95, the other three 100. A page SITE-SPEC keeps out of
 * search engines (`noindex`: /login) fails Lighthouse's "is-crawlable" audit by design, so
 * its SEO goal is 100 on every other SEO audit (`seoBesidesNoindex`); the table still shows
 * the plain SEO score.
 */
export function lighthouseFigure(path: string, scores: Record<string, number>, { noindex = false } = {}): Figure {
  const seo = noindex ? scores.seoBesidesNoindex : scores.seo;
  const holds = scores.performance >= 95 && scores.accessibility === 100 && scores.bestPractices === 100 && seo === 100;
  const goal = noindex ? 'perf ≥ 95, a11y/BP 100, SEO 100 but noindex' : 'perf ≥ 95, a11y/BP/SEO 100';
  return { figure: `Lighthouse ${path}`, values: { ...scores }, ratio: null, goal, holds };
}

/** The absolute numbers as one short cell: req/s, p50, p99 and bytes, or sizes, or scores. */
function absolute(values: Record<string, number>): string {
  const parts: string[] = [];
  const has = (key: string): boolean => values[key] !== undefined;
  if (has('requestsPerSecond')) parts.push(`${values.requestsPerSecond} req/s`);
  if (has('verifiesPerSecond')) parts.push(`${values.verifiesPerSecond} verify/s`);
  if (has('p50Ms')) parts.push(`p50 ${values.p50Ms} ms`, `p99 ${values.p99Ms} ms`);
  if (has('emptyP99Ms')) parts.push(`empty p50/p99 ${values.emptyP50Ms}/${values.emptyP99Ms} ms`, `large ${values.largeP50Ms}/${values.largeP99Ms} ms`);
  if (has('bytesPerResponse')) parts.push(`${values.bytesPerResponse} B/resp`);
  if (has('serverCpuUsPerRequest')) parts.push(`${values.serverCpuUsPerRequest} µs CPU/resp`);
  if (has('failedRequests') && values.failedRequests > 0) parts.push(`${values.failedRequests} FAILED`);
  if (has('bytes')) parts.push(`${(values.bytes / KB).toFixed(1)} KB`);
  if (has('initialScripts')) parts.push(`${values.initialScripts} scripts`);
  if (has('performance')) {
    const seo =
      values.seoBesidesNoindex !== undefined && values.seoBesidesNoindex !== values.seo
        ? `${values.seo} (${values.seoBesidesNoindex} but noindex)`
        : `${values.seo}`;
    parts.push(`perf ${values.performance} a11y ${values.accessibility} BP ${values.bestPractices} SEO ${seo}`);
    parts.push(`FCP ${values.fcpMs} ms LCP ${values.lcpMs} ms TBT ${values.tbtMs} ms`);
  }
  return parts.join(', ');
}

/** The one table the bench prints. */
export function formatTable(figures: Figure[]): string {
  const rows = [
    ['figure', 'absolute', 'ratio', 'goal', 'holds'],
    ...figures.map((figure) => [
      figure.figure,
      absolute(figure.values),
      figure.ratio === null ? '' : `${figure.ratio}×${(figure.roundRatios?.length ?? 0) > 1 ? ` (rounds ${figure.roundRatios!.join(', ')})` : ''}`,
      figure.goal,
      figure.holds === null ? '' : figure.holds ? 'yes' : 'NO',
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]): string => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/**
 * Writes a bench's result as JSON in `outputDir`, twice: `<name>-<start time>.json`, kept, and
 * `<latest>`, overwritten each run. Answers the kept file's path.
 */
export function writeBenchResult(outputDir: string, result: { startedAt: string }, name: string, latest: string): string {
  mkdirSync(outputDir, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const file = join(outputDir, `${name}-${result.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(outputDir, latest), json);
  return file;
}
