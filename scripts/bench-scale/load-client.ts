import { performance } from 'node:perf_hooks';
import { round } from '../bench/wrk';

/** One request of a figure: the status it got (anything but 2xx counts as failed, a 429 too). */
export type Send = (index: number) => Promise<number>;

/** What a figure's requests took, each in milliseconds, and how many failed. */
export interface Samples {
  latencies: number[];
  failedRequests: number;
}

export interface Measured {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  failedRequests: number;
}

/**
 * One batch of a figure stops sending after this long even short of its count, so that a read
 * that does not scale (seconds a request on the large database) still leaves the run bounded.
 */
const BATCH_BUDGET_MS = 45_000;

/**
 * Sends `count` requests, `concurrency` at a time (request `i` from `send(firstIndex + i)`), and
 * answers how long each took: a fixed count, so the two databases answer the very same
 * requests, cut short after BATCH_BUDGET_MS. A Node client rather than wrk: every request
 * differs (licence keys, devices, addresses), which wrk's script would have to carry.
 */
export async function sendRequests(count: number, concurrency: number, send: Send, firstIndex = 0): Promise<Samples> {
  const deadline = performance.now() + BATCH_BUDGET_MS;
  const latencies: number[] = [];
  let failedRequests = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count && performance.now() < deadline) {
        const index = firstIndex + next;
        next += 1;
        const started = performance.now();
        const status = await send(index).catch(() => 0);
        latencies.push(performance.now() - started);
        if (status < 200 || status >= 300) failedRequests += 1;
      }
    }),
  );
  return { latencies, failedRequests };
}

/** One timed run of `work` as a figure of one request: its own duration in milliseconds, or a failure when it could not run. */
export async function sendOnce(work: () => Promise<number | null>): Promise<Samples> {
  const ms = await work().catch(() => null);
  return { latencies: [ms ?? 0], failedRequests: ms === null ? 1 : 0 };
}

/** The percentiles of every batch's samples taken together (`requests` says how many were sent). */
export function summarize(batches: readonly Samples[]): Measured {
  const latencies = batches.flatMap((batch) => batch.latencies).sort((a, b) => a - b);
  const percentile = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const failedRequests = batches.reduce((sum, batch) => sum + batch.failedRequests, 0);
  return { requests: latencies.length, p50Ms: round(percentile(50), 2), p99Ms: round(percentile(99), 2), failedRequests };
}
