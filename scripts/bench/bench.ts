/**
 * `make bench` (`make bench QUICK=1` for a few seconds of each figure): measures the
 * production shape against a bare NestJS app and the raw argon2 ceiling on the same run,
 * runs Lighthouse on the public pages, prints one table and writes it as JSON under
 * var/bench/ (a timestamped file and latest.json; BENCH_OUTPUT_DIR elsewhere).
 * PROFILE=1 also writes the API's CPU profile (node --cpu-prof) there. BENCH_ONLY=api measures
 * only the API's load figures (hello, /api/auth/me, licence validation, /healthz), BENCH_ONLY=login only the
 * argon2 ceiling and the logins; neither runs Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { argon2VerifyCeiling, type CeilingResult } from './argon2-ceiling';
import { benchOptions, type BenchOptions } from './bench-options';
import { BENCH_PASSWORD, startBenchTargets, type BenchTargets } from './bench-stack';
import { Cleanup } from './child-processes';
import { baselineFigure, formatTable, lighthouseFigure, loadFigure, sizeFigure, writeBenchResult, type Figure, type Round } from './figures';
import { firstLoad, lighthousePage } from './lighthouse';
import { processCpuMs } from './process-cpu';
import { runWrk, type LoadResult } from './wrk';

export const LIGHTHOUSE_PATHS = ['/', '/features', '/features/water-flow', '/privacy-policy', '/login'];
/** Pages SITE-SPEC marks not to be indexed. */
const NOINDEX_PATHS = new Set(['/login']);
/** Lighthouse runs per page in a full bench; the median run counts (one run in QUICK). */
const LIGHTHOUSE_RUNS = 3;
const WEB_CONNECTIONS = 50;
/** Logins are argon2-bound; eight in flight keep libuv's four hashing threads busy. */
const LOGIN_CONNECTIONS = 8;
/**
 * A ratio's two sides are measured in rounds, one right after the other, and the median
 * round counts: on a shared machine the speed drifts by ±10 % from one ten-second window to
 * the next, which a single pair of windows would take for a difference between the two.
 */
const ROUNDS = 5;
/**
 * Licences, each activated on one computer, the validate figure spreads its requests over:
 * enough that no device nears its 60 validations an hour at a few thousand a second for
 * the warm-up and every round.
 */
const DESKTOP_DEVICES = { quick: 1_000, full: 6_000 };

export interface BenchResult {
  startedAt: string;
  commit: string;
  quick: boolean;
  /** The part measured alone (BENCH_ONLY), or null for every figure. */
  only: string | null;
  machine: { cpus: number; model: string; loadAverageAtStart: number[] };
  figures: Figure[];
}

async function runBench(cleanup: Cleanup, options: BenchOptions): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const commit = currentCommit();
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100) };
  const seconds = options.quick ? 2 : 6;
  const warmUpSeconds = options.quick ? 1 : 3;
  const rounds = options.quick ? 1 : ROUNDS;
  const profileArgs = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${join(options.outputDir, 'profiles')}`] : [];
  const progress = stepTimer();
  const targets = await startBenchTargets(cleanup, profileArgs, options.quick ? DESKTOP_DEVICES.quick : DESKTOP_DEVICES.full);
  progress('started the production shape and the hello app, seeded the desktop devices');

  const load: Load = {
    warmUp: async ({ url, connections, request }) => void (await runWrk(cleanup, url, { connections, durationSeconds: warmUpSeconds, request })),
    measure: async ({ url, serverPid, connections, request }) => {
      const cpuBefore = processCpuMs(serverPid);
      const result = await runWrk(cleanup, url, { connections, durationSeconds: seconds, request });
      const cpuAfter = processCpuMs(serverPid);
      if (cpuBefore === undefined || cpuAfter === undefined || result.requests === 0) return result;
      return { ...result, serverCpuUsPerRequest: Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests) };
    },
  };
  const figures: Figure[] = [];
  if (options.only !== 'login') {
    figures.push(...(await apiFigures(targets, load, rounds)));
    progress(`loaded hello, /api/auth/me, validate and /healthz (${rounds} round${rounds === 1 ? '' : 's'})`);
  }
  if (options.only !== 'api') {
    figures.push(...(await loginFigures(targets, seconds, load, rounds)));
    progress(`measured the argon2 ceiling and logins (${rounds} round${rounds === 1 ? '' : 's'})`);
  }
  if (options.only === undefined) figures.push(...(await lighthouseFigures(cleanup, targets, options.quick ? 1 : LIGHTHOUSE_RUNS, progress)));

  if (options.profile) {
    // The profile is written when the API exits by itself: SIGTERM lets it drain and exit.
    targets.api.child.kill('SIGTERM');
    await targets.api.exited;
  }
  return { startedAt, commit, quick: options.quick, only: options.only ?? null, machine, figures };
}

/** What wrk loads: `url` as `connections` clients, and the server process whose CPU per answer is read when it can be. */
interface LoadTarget {
  url: string;
  serverPid: number | undefined;
  connections: number;
  request?: string[];
}

/** A warm-up load (not measured), and a measured one. */
interface Load {
  warmUp(target: LoadTarget): Promise<void>;
  measure(target: LoadTarget): Promise<LoadResult>;
}

async function apiFigures(targets: BenchTargets, load: Load, rounds: number): Promise<Figure[]> {
  const apiPid = targets.api.child.pid;
  const hello: LoadTarget = { url: targets.helloUrl, serverPid: targets.helloPid, connections: WEB_CONNECTIONS };
  const me: LoadTarget = {
    url: `${targets.apiUrl}/api/auth/me`,
    serverPid: apiPid,
    connections: WEB_CONNECTIONS,
    request: [`header=Cookie:${targets.sessionCookie}`],
  };
  // Every request a real, admitted check: the next seeded device's key and fingerprint, from its own address.
  const checkRequests = ['method=POST', 'header=Content-Type:application/json', `devices=${targets.devicesFile}`];
  const validate: LoadTarget = { url: `${targets.apiUrl}/api/v1/licenses/validate`, serverPid: apiPid, connections: WEB_CONNECTIONS, request: checkRequests };
  // The same requests to a bare POST of the check's shape: how much of the check's cost is the framework's alone.
  const validateShape: LoadTarget = { url: targets.helloValidateShapeUrl, serverPid: targets.helloPid, connections: WEB_CONNECTIONS, request: checkRequests };
  const healthz: LoadTarget = { url: `${targets.apiUrl}/healthz`, serverPid: apiPid, connections: WEB_CONNECTIONS };
  for (const target of [hello, validateShape, me, validate, healthz]) await load.warmUp(target);
  const measured = { hello: [] as LoadResult[], validateShape: [] as Round[], me: [] as Round[], validate: [] as Round[], healthz: [] as Round[] };
  for (let round = 0; round < rounds; round += 1) {
    const baseline = await load.measure(hello);
    const against = (result: LoadResult): Round => ({ load: result, baselinePerSecond: baseline.requestsPerSecond });
    measured.hello.push(baseline);
    measured.validateShape.push(against(await load.measure(validateShape)));
    measured.me.push(against(await load.measure(me)));
    measured.validate.push(against(await load.measure(validate)));
    measured.healthz.push(against(await load.measure(healthz)));
  }
  return [
    baselineFigure(`bare Nest hello, c=${WEB_CONNECTIONS}`, measured.hello),
    loadFigure(`bare Nest POST of a check's shape (DTO pipe, 2.5 KB answer), c=${WEB_CONNECTIONS}`, measured.validateShape, { baseline: 'hello' }),
    loadFigure(`GET /api/auth/me (session), c=${WEB_CONNECTIONS}`, measured.me, { minRatio: 0.5, maxP99Ms: 50, baseline: 'hello' }),
    loadFigure(`POST /api/v1/licenses/validate (signed file), c=${WEB_CONNECTIONS}`, measured.validate, { minRatio: 0.5, baseline: 'hello' }),
    loadFigure(`GET /healthz, c=${WEB_CONNECTIONS}`, measured.healthz, { minRatio: 0.8, baseline: 'hello' }),
  ];
}

async function loginFigures(targets: BenchTargets, seconds: number, load: Load, rounds: number): Promise<Figure[]> {
  const login: LoadTarget = {
    url: `${targets.apiUrl}/api/auth/login`,
    serverPid: targets.api.child.pid,
    connections: LOGIN_CONNECTIONS,
    request: [
      'method=POST',
      `body=${JSON.stringify({ email: targets.email, password: BENCH_PASSWORD })}`,
      'header=Content-Type:application/json',
      'header=X-Requested-With:XMLHttpRequest',
    ],
  };
  await load.warmUp(login);
  const ceilings: CeilingResult[] = [];
  const logins: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const ceiling = await argon2VerifyCeiling(LOGIN_CONNECTIONS, seconds);
    ceilings.push(ceiling);
    logins.push({ load: await load.measure(login), baselinePerSecond: ceiling.verifiesPerSecond });
  }
  return [
    baselineFigure(`argon2 verify ceiling, ${LOGIN_CONNECTIONS} in flight`, ceilings),
    loadFigure(`POST /api/auth/login, c=${LOGIN_CONNECTIONS}`, logins, { minRatio: 0.85, baseline: 'argon2 ceiling' }),
  ];
}

async function lighthouseFigures(cleanup: Cleanup, targets: BenchTargets, runs: number, progress: (step: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const path of LIGHTHOUSE_PATHS) {
    const { scores, report } = await lighthousePage(cleanup, `${targets.apiUrl}${path}`, runs);
    if (path === '/') {
      const first = await firstLoad(report);
      figures.push(sizeFigure('transfer of / (first load, br/gzip)', first.transferBytes, 200));
      figures.push(sizeFigure('initial JS of / (gzip -9)', first.initialJsGzipBytes, 90, { initialScripts: first.initialScripts }));
    }
    figures.push(lighthouseFigure(path, { ...scores }, { noindex: NOINDEX_PATHS.has(path) }));
    progress(`ran Lighthouse on ${path}`);
  }
  return figures;
}

/** Reports each step on stderr with its duration, so a slow step shows. */
function stepTimer(): (step: string) => void {
  let last = Date.now();
  return (step) => {
    const now = Date.now();
    process.stderr.write(`bench: ${step} (${((now - last) / 1000).toFixed(1)} s)\n`);
    last = now;
  };
}

function currentCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: REPO_ROOT }).toString().trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const options = benchOptions(process.env, REPO_ROOT);
  const cleanup = new Cleanup();
  const stop = (why: string, exitCode: number): void => {
    process.stderr.write(`bench: ${why}; stopping what it started\n`);
    void cleanup.run().finally(() => process.exit(exitCode));
  };
  process.once('SIGINT', () => stop('interrupted', 130));
  process.once('SIGTERM', () => stop('terminated', 143));
  // Bounded whatever happens: a hung step cannot keep servers and Chromium running.
  const limitMinutes = options.quick ? 5 : 15;
  setTimeout(() => stop(`still running after ${limitMinutes} minutes`, 1), limitMinutes * 60_000).unref();

  try {
    const result = await runBench(cleanup, options);
    console.log(formatTable(result.figures));
    const file = writeBenchResult(options.outputDir, result, 'bench', 'latest.json');
    console.log(
      `\n${result.quick ? 'QUICK run: ' : ''}${result.only ? `BENCH_ONLY=${result.only}: ` : ''}commit ${result.commit}, ${result.machine.cpus} CPUs (shared machine, load ${result.machine.loadAverageAtStart.join(' ')} at start); written to ${file} and latest.json`,
    );
  } catch (error) {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}

void main();
