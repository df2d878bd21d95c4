import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { runToEnd, type Cleanup } from './child-processes';

const LIGHTHOUSE_CLI = join(REPO_ROOT, 'node_modules/lighthouse/cli/index.js');
/** Debian's Chromium, never a downloaded one. */
export const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * SEO without the "is-crawlable" audit, which fails every page that asks not to be
   * indexed; SITE-SPEC has /login do so.
   */
  seoBesidesNoindex: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export interface FirstLoad {
  /** Bytes over the wire of every request of the first load (Chromium asks for br and gzip). */
  transferBytes: number;
  /** Every script requested before the load event, each gzip -9 compressed, summed. */
  initialJsGzipBytes: number;
  initialScripts: number;
}

interface LighthouseReport {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

/**
 * Lighthouse 12's CLI on one page, mobile with its default simulated throttling, on
 * Debian's Chromium. Returns the parsed report.
 */
async function runLighthouse(cleanup: Cleanup, url: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'pf-bench-lighthouse-'));
  const reportPath = join(dir, 'report.json');
  try {
    const { code, stderr } = await runToEnd(
      cleanup,
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${reportPath}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--only-categories=${CATEGORIES.join(',')}`,
      ],
      120_000,
      { env: { ...process.env, CHROME_PATH } },
    );
    if (code !== 0) throw new Error(`Lighthouse on ${url} failed (exit ${code}):\n${stderr}`);
    return JSON.parse(readFileSync(reportPath, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): one more try, then the error. */
const LIGHTHOUSE_ATTEMPTS = 2;

/**
 * Lighthouse on `url`, `runs` times (a run's score moves with what else the machine does):
 * the scores and report of the run with the median performance score.
 */
export async function lighthousePage(cleanup: Cleanup, url: string, runs = 1): Promise<{ scores: PageScores; report: LighthouseReport }> {
  const measured: Array<{ scores: PageScores; report: LighthouseReport }> = [];
  for (let run = 0; run < runs; run += 1) measured.push(scored(await lighthouseOnce(cleanup, url)));
  measured.sort((a, b) => a.scores.performance - b.scores.performance);
  return measured[Math.floor(measured.length / 2)] as { scores: PageScores; report: LighthouseReport };
}

async function lighthouseOnce(cleanup: Cleanup, url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(cleanup, url);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      process.stderr.write(`bench: ${String(error).split('\n').slice(0, 2).join(' ')}; trying once more\n`);
    }
  }
}

function scored(report: LighthouseReport): { scores: PageScores; report: LighthouseReport } {
  const score = (category: (typeof CATEGORIES)[number]): number => Math.round((report.categories[category].score ?? 0) * 100);
  const metric = (audit: string): number => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
  return {
    report,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoBesidesNoindex: weightedScore(report, 'seo', ['is-crawlable']),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
    },
  };
}

/** A category's score as Lighthouse weighs it (audits without a score do not count), leaving out `excluded` audits. */
function weightedScore(report: LighthouseReport, category: (typeof CATEGORIES)[number], excluded: readonly string[]): number {
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of report.categories[category].auditRefs ?? []) {
    const auditScore = report.audits[id]?.score;
    if (excluded.includes(id) || weight === 0 || auditScore === null || auditScore === undefined) continue;
    weighted += weight * auditScore;
    weights += weight;
  }
  return weights === 0 ? Number.NaN : Math.round((weighted / weights) * 100);
}

/** The first load of a page, from its Lighthouse report's network records. */
export async function firstLoad(report: LighthouseReport): Promise<FirstLoad> {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const loadEventMs = Number(report.audits.metrics?.details?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY);
  const scripts = requests.filter((request) => request.resourceType === 'Script' && Number(request.networkRequestTime) <= loadEventMs);
  let initialJsGzipBytes = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(String(script.url))).arrayBuffer());
    initialJsGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    transferBytes: Math.round(report.audits['total-byte-weight']?.numericValue ?? Number.NaN),
    initialJsGzipBytes,
    initialScripts: scripts.length,
  };
}
