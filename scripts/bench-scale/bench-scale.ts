/**
 * `make bench-scale` (SCALE=1 by default; SCALE=0.01 for a quick run): the same build in its
 * production shape measured on a database holding only the measured set, then on one filled
 * with a seeded population at SCALE (a million users at 1), one table of p50/p99 on each with
 * the large/empty ratio, written as JSON to var/bench/scale-latest.json and a timestamped file
 * (BENCH_OUTPUT_DIR elsewhere). Bounded: fixed request counts, and stopped after 40 minutes.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { INestApplicationContext } from '@nestjs/common';
import { ReconcileSubscriptionsUseCase } from '@pointforge/domain';
import { Argon2PasswordHasher } from '@pointforge/infra';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { startWorker } from '../../api/test/support/accounts-stack';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { ProcessStack } from '../../api/test/support/process-stack';
import { testConfig } from '../../api/test/support/test-config';
import { BENCH_PRODUCTION_ENV } from '../bench/bench-stack';
import { Cleanup } from '../bench/child-processes';
import { formatTable, writeBenchResult, type Figure } from '../bench/figures';
import { fillDatabase, type FillReport } from './fill-database';
import { BUFFER_POOL_BYTES, holdBufferPool } from './buffer-pool';
import { MEASURED_ROWS, prepareMeasuredSet } from './measured-set';
import { countsAt, Population, ROWS_AT_SCALE_1 } from './population';
import { measureSideBySide, scaleFigure, SCALE_LOADS, type ScaleTarget } from './scale-figures';

const PASSWORD = 'bench-scale password of every filled account';
/** The empty database's fill: just the measured set (MEASURED_ROWS users, their licences, machines, payments…). */
const MEASURED_SCALE = MEASURED_ROWS / ROWS_AT_SCALE_1.users;

export interface ScaleBenchResult {
  startedAt: string;
  commit: string;
  scale: number;
  /** The machine, and the MariaDB buffer pool the run had (BUFFER_POOL_BYTES at least). */
  machine: { cpus: number; model: string; loadAverageAtStart: number[]; bufferPoolMb: number };
  fill: FillReport;
  totalSeconds: number;
  figures: Figure[];
}

/** One database's stack, filled and signed in, ready to measure. */
interface PreparedDatabase {
  target: ScaleTarget;
  fill: FillReport;
}

/** Starts the production shape on a migrated database of its own, fills it at `scale` and signs in the measured set. */
async function prepareDatabase(
  cleanup: Cleanup,
  label: string,
  scale: number,
  passwordHash: string,
  progress: (step: string) => void,
): Promise<PreparedDatabase> {
  const stack = await ProcessStack.start(label, { redisUrl: testRedisUrl, env: { ...BENCH_PRODUCTION_ENV, SERVE_WEB: 'false' } });
  const started: { worker?: INestApplicationContext; closed?: Promise<void> } = {};
  // Closed once, by the cleanup: at the end of the run, or of an interrupted or failed one.
  cleanup.add(() => (started.closed ??= (async () => void (await started.worker?.close(), await stack.close()))()));
  const now = new Date();
  const fill = await fillDatabase({ databaseUrl: stack.database.url, scale, passwordHash, now });
  progress(`filled the ${label} database at scale ${scale} (${fill.seconds} s)`);
  await stack.startApi();
  // The worker of the production shape, built in this process so that one reconciliation run can be timed.
  started.worker = await startWorker(testConfig({ ...stack.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' }));
  const reconciliation = started.worker.get(ReconcileSubscriptionsUseCase, { strict: false });
  const set = await prepareMeasuredSet(stack.apiUrl, stack.database.url, new Population(countsAt(scale), now), PASSWORD);
  const reconcile = async (): Promise<number | null> => {
    // The run the worker schedules as it starts may be under way: then ours does nothing (overlapped) and is tried again.
    for (let tries = 0; tries < 120; tries += 1) {
      const before = performance.now();
      if (!(await reconciliation.execute()).overlapped) return performance.now() - before;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return null;
  };
  return { target: { apiUrl: stack.apiUrl, set, password: PASSWORD, reconcile }, fill };
}

async function runScaleBench(cleanup: Cleanup, scale: number): Promise<ScaleBenchResult> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  // Read as the run starts, from the checkout it was built from: a commit made during the run is not what it measures.
  const commit = execFileSync('git', ['describe', '--always', '--dirty=+changes'], { cwd: REPO_ROOT }).toString().trim();
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadAverageAtStart: loadavg().map((load) => Math.round(load * 100) / 100) };
  let last = performance.now();
  const progress = (step: string): void => {
    process.stderr.write(`bench-scale: ${step} (${((performance.now() - last) / 1000).toFixed(1)} s)\n`);
    last = performance.now();
  };
  const bufferPool = await holdBufferPool(cleanup, BUFFER_POOL_BYTES);
  const passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
  const empty = await prepareDatabase(cleanup, 'scale_empty', MEASURED_SCALE, passwordHash, progress);
  const large = await prepareDatabase(cleanup, 'scale_large', scale, passwordHash, progress);
  const measured = await measureSideBySide(empty.target, large.target, (figure) => progress(`measured ${figure}`));
  const figures = SCALE_LOADS.map((load, index) => scaleFigure(load, measured[index]!.empty, measured[index]!.large));
  return {
    startedAt,
    commit,
    scale,
    machine: { ...machine, bufferPoolMb: Math.round(bufferPool / 2 ** 20) },
    fill: large.fill,
    totalSeconds: Math.round(performance.now() - started) / 1000,
    figures,
  };
}

async function main(): Promise<void> {
  const scale = Number(process.env.SCALE || 1);
  const outputDir = process.env.BENCH_OUTPUT_DIR ?? join(REPO_ROOT, 'var/bench');
  const cleanup = new Cleanup();
  const stop = (why: string, exitCode: number): void => {
    process.stderr.write(`bench-scale: ${why}; stopping what it started\n`);
    void cleanup.run().finally(() => process.exit(exitCode));
  };
  process.once('SIGINT', () => stop('interrupted', 130));
  process.once('SIGTERM', () => stop('terminated', 143));
  setTimeout(() => stop('still running after 40 minutes', 1), 40 * 60_000).unref();
  try {
    const result = await runScaleBench(cleanup, scale);
    console.log(formatTable(result.figures));
    const file = writeBenchResult(outputDir, result, 'scale', 'scale-latest.json');
    const rows = Object.values(result.fill.counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `\nSCALE=${scale}: filled ${rows.toLocaleString('en')} rows in ${result.fill.seconds} s; whole run ${result.totalSeconds} s. Commit ${result.commit}, ${result.machine.cpus} CPUs (shared machine, load ${result.machine.loadAverageAtStart.join(' ')} at start); written to ${file} and scale-latest.json`,
    );
  } catch (error) {
    process.stderr.write(`bench-scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}

if (require.main === module) void main();
