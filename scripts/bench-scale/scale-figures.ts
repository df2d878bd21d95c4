import type { Figure } from '../bench/figures';
import { measureOnce, measureRequests, type Measured } from './load-client';
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
  measure: (target: ScaleTarget, count: number, concurrency: number) => Promise<Measured>;
}

const get =
  (path: (target: ScaleTarget) => string, who: 'customer' | 'admin'): ScaleLoad['measure'] =>
  (target, count, concurrency) =>
    measureRequests(count, concurrency, async () => {
      const cookie = who === 'customer' ? target.set.customerCookie : target.set.adminCookie;
      const response = await call(target.apiUrl, path(target), { cookie });
      await response.arrayBuffer();
      return response.status;
    });

/** Each validate from its own address and device in turn, so no rate limit (60 an hour a device, 120 an address) is reached. */
const validate: ScaleLoad['measure'] = (target, count, concurrency) =>
  measureRequests(count, concurrency, async (index) => {
    const device = target.set.devices[index % target.set.devices.length]!;
    const ip = `10.${20 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
    const response = await call(target.apiUrl, '/api/v1/licenses/validate', { body: device, ip });
    await response.arrayBuffer();
    return response.status;
  });

const login: ScaleLoad['measure'] = (target, count, concurrency) =>
  measureRequests(count, concurrency, async (index) => {
    const response = await call(target.apiUrl, '/api/auth/login', {
      body: { email: target.set.customerEmail, password: target.password },
      ip: `10.8.0.${index % 250}`,
    });
    await response.arrayBuffer();
    return response.status;
  });

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
  { figure: 'one reconciliation run', goal: REPORTED, count: 1, concurrency: 1, measure: (target) => measureOnce(target.reconcile) },
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

/** Every load against one database, in order, after a short warm-up of each. */
export async function measureAll(target: ScaleTarget, progress: (step: string) => void): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const load of SCALE_LOADS) {
    if (load.count > 1) await load.measure(target, Math.min(20, load.count), 1);
    results.push(await load.measure(target, load.count, load.concurrency));
    progress(load.figure);
  }
  return results;
}
