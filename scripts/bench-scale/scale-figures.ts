import type { Figure } from '../bench/figures';
import { sendOnce, sendRequests, summarize, type Measured, type Samples } from './load-client';
import { call, type MeasuredSet } from './measured-set';

/** What one database's run measures against: the API, its measured set, and the reconciliation to time. */
export interface ScaleTarget {
  apiUrl: string;
  set: MeasuredSet;
  password: string;
  /** One reconciliation run: how long it took (ms), or null when it could not run. */
  reconcile: () => Promise<number | null>;
}

type Goal = { kind: 'ratio'; max: number } | { kind: 'absolute'; maxP99Ms: number } | { kind: 'reported' };

/** A hot read stays flat: its p99 on the large database within 1.5× of the empty one's. */
const FLAT: Goal = { kind: 'ratio', max: 1.5 };
/** What an operator types into the console answers in under 150 ms at a million customers. */
const SEARCH: Goal = { kind: 'absolute', maxP99Ms: 150 };
/** Batch work that reads in proportion to the business (a month of payments, a year of revenue): timed, no goal. */
const REPORTED: Goal = { kind: 'reported' };

interface ScaleLoad {
  figure: string;
  goal: Goal;
  /** Requests and how many in flight; `once` for work timed a single time. */
  count: number;
  concurrency: number;
  /** Sends `count` requests from the `firstIndex`th on (each index names its device and address where those vary). */
  measure: (target: ScaleTarget, count: number, concurrency: number, firstIndex: number) => Promise<Samples>;
}

/** A load of one call per request: `request(target, index)` names the path and what it carries; the body is read to its end. */
const calls =
  (request: (target: ScaleTarget, index: number) => { path: string; options: Parameters<typeof call>[2] }): ScaleLoad['measure'] =>
  (target, count, concurrency, firstIndex) =>
    sendRequests(
      count,
      concurrency,
      async (index) => {
        const { path, options } = request(target, index);
        const response = await call(target.apiUrl, path, options);
        await response.arrayBuffer();
        return response.status;
      },
      firstIndex,
    );

const get = (path: (target: ScaleTarget) => string, who: 'customer' | 'admin'): ScaleLoad['measure'] =>
  calls((target) => ({ path: path(target), options: { cookie: who === 'customer' ? target.set.customerCookie : target.set.adminCookie } }));

/** Each validate from its own address and device in turn, so no rate limit (60 an hour a device, 120 an address) is reached. */
const validate = calls((target, index) => ({
  path: '/api/v1/licenses/validate',
  options: { body: target.set.devices[index % target.set.devices.length]!, ip: `10.${20 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}` },
}));

const login = calls((target, index) => ({
  path: '/api/auth/login',
  options: { body: { email: target.set.customerEmail, password: target.password }, ip: `10.8.0.${index % 250}` },
}));

export const SCALE_LOADS: ScaleLoad[] = [
  { figure: 'GET /api/auth/me', goal: FLAT, count: 2_000, concurrency: 8, measure: get(() => '/api/auth/me', 'customer') },
  { figure: 'GET /api/licenses/me', goal: FLAT, count: 2_000, concurrency: 8, measure: get(() => '/api/licenses/me', 'customer') },
  { figure: 'POST /api/v1/licenses/validate', goal: FLAT, count: 2_000, concurrency: 8, measure: validate },
  { figure: 'POST /api/auth/login', goal: FLAT, count: 40, concurrency: 4, measure: login },
  { figure: 'console: customers by email prefix', goal: SEARCH, count: 100, concurrency: 2, measure: get(() => '/api/admin/customers?q=anna.sm', 'admin') },
  { figure: 'console: customers by name fragment', goal: SEARCH, count: 100, concurrency: 2, measure: get(() => '/api/admin/customers?q=merwe', 'admin') },
  { figure: 'console: customers by company', goal: SEARCH, count: 100, concurrency: 2, measure: get(() => '/api/admin/customers?q=Highveld', 'admin') },
  { figure: 'console: lead search', goal: SEARCH, count: 100, concurrency: 2, measure: get(() => '/api/admin/leads?type=demo&q=karoo', 'admin') },
  {
    figure: 'console: audit of one customer',
    goal: FLAT,
    count: 200,
    concurrency: 4,
    measure: get((target) => `/api/admin/audit?target=${target.set.customerId}`, 'admin'),
  },
  { figure: 'console: revenue', goal: REPORTED, count: 3, concurrency: 1, measure: get(() => '/api/admin/revenue', 'admin') },
  { figure: 'one reconciliation run', goal: REPORTED, count: 1, concurrency: 1, measure: (target) => sendOnce(target.reconcile) },
];

/** The same load on the empty and the large database, side by side, judged by its goal (no failed request either way). */
export function scaleFigure(load: ScaleLoad, empty: Measured, large: Measured): Figure {
  const ratio = empty.p99Ms > 0 ? Math.round((large.p99Ms / empty.p99Ms) * 100) / 100 : null;
  const failed = empty.failedRequests + large.failedRequests;
  const values = {
    emptyP50Ms: empty.p50Ms,
    emptyP99Ms: empty.p99Ms,
    largeP50Ms: large.p50Ms,
    largeP99Ms: large.p99Ms,
    requests: large.requests,
    failedRequests: failed,
  };
  const { goal } = load;
  if (goal.kind === 'reported') return { figure: load.figure, values, ratio, goal: 'timed, no goal', holds: failed === 0 ? null : false };
  const holds = failed === 0 && (goal.kind === 'ratio' ? ratio !== null && ratio <= goal.max : large.p99Ms < goal.maxP99Ms);
  return { figure: load.figure, values, ratio, goal: goal.kind === 'ratio' ? `large p99 ≤ ${goal.max}× empty` : `large p99 < ${goal.maxP99Ms} ms`, holds };
}

/** Batches a figure's requests are split into on each database, alternating between the two. */
const ROUNDS = 4;
/** Requests sent to each database, one at a time, before a figure is measured. */
const WARM_UP = 20;

/**
 * Every load against both databases, side by side: after a short warm-up on each, its
 * requests go in ROUNDS batches alternating empty, large, empty, large…, so that whatever
 * else the shared machine does at the time (another process, the database's own background
 * work) weighs on both sides alike instead of on whichever ran later. Work timed once runs
 * once on each. Each batch continues the request numbering, so no device or address repeats
 * more than its rate limit allows.
 */
export async function measureSideBySide(
  empty: ScaleTarget,
  large: ScaleTarget,
  progress: (step: string) => void,
): Promise<Array<{ empty: Measured; large: Measured }>> {
  const results: Array<{ empty: Measured; large: Measured }> = [];
  for (const load of SCALE_LOADS) {
    const rounds = load.count >= ROUNDS * 10 ? ROUNDS : 1;
    const batch = Math.ceil(load.count / rounds);
    if (load.count > 1) for (const target of [empty, large]) await load.measure(target, Math.min(WARM_UP, load.count), 1, 0);
    const samples: { empty: Samples[]; large: Samples[] } = { empty: [], large: [] };
    for (let round = 0; round < rounds; round += 1) {
      samples.empty.push(await load.measure(empty, batch, load.concurrency, WARM_UP + round * batch));
      samples.large.push(await load.measure(large, batch, load.concurrency, WARM_UP + round * batch));
    }
    results.push({ empty: summarize(samples.empty), large: summarize(samples.large) });
    progress(load.figure);
  }
  return results;
}
