import { join } from 'node:path';
import { runToEnd, type Cleanup } from './child-processes';

const REPORT_SCRIPT = join(__dirname, 'wrk-report.lua');

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Extra request details for wrk-report.lua: `method=POST`, `body=…`, `header=Name:Value`, `devices=<file>` (validations of seeded devices). */
  request?: string[];
}

/** What one wrk run measured: absolute throughput and latency, and how many answers were not 2xx/3xx. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Mean bytes on the wire per response, headers included. */
  bytesPerResponse: number;
  requests: number;
  failedRequests: number;
  /** CPU time (µs) the server process spent per answer during the load, where the bench could read it. */
  serverCpuUsPerRequest?: number;
}

/** Loads `url` with wrk (two threads: one per core of the machine) and returns its summary. */
export async function runWrk(cleanup: Cleanup, url: string, options: LoadOptions): Promise<LoadResult> {
  const threads = Math.min(2, options.connections);
  const args = [`-t${threads}`, `-c${options.connections}`, `-d${options.durationSeconds}s`, '--timeout', '10s', '-s', REPORT_SCRIPT, url];
  args.push('--', `threads=${threads}`, ...(options.request ?? []));
  const { code, stdout, stderr } = await runToEnd(cleanup, 'wrk', args, (options.durationSeconds + 30) * 1000);
  const json = /^WRK_JSON (\{.*\})/m.exec(stdout)?.[1];
  if (code !== 0 || json === undefined) throw new Error(`wrk ${args.join(' ')} failed (exit ${code}):\n${stdout}${stderr}`);
  const summary = JSON.parse(json) as {
    requests: number;
    durationUs: number;
    bytes: number;
    p50Us: number;
    p99Us: number;
    errors: Record<'connect' | 'read' | 'write' | 'status' | 'timeout' | 'invalid', number>;
  };
  // `invalid` counts the answers a devices= load refuses (not 200 with valid:true), 4xx included: status counts those too, so it replaces it.
  const { connect, read, write, status, timeout, invalid } = summary.errors;
  return {
    requestsPerSecond: round(summary.requests / (summary.durationUs / 1e6), 1),
    p50Ms: round(summary.p50Us / 1000, 2),
    p99Ms: round(summary.p99Us / 1000, 2),
    bytesPerResponse: summary.requests > 0 ? Math.round(summary.bytes / summary.requests) : 0,
    requests: summary.requests,
    failedRequests: connect + read + write + Math.max(status, invalid) + timeout,
  };
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
