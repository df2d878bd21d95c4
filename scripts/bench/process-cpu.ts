import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, every thread) a process has used so far, in milliseconds, from
 * Linux's /proc/<pid>/stat; undefined where that cannot be read. Divided by the requests of a
 * load, it gives the server's CPU per answer: steadier than req/s on a shared machine, where
 * the other work takes turns on the cores but does not change what one answer costs.
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return cpuMsFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), clockTicksPerSecond());
  } catch {
    return undefined;
  }
}

/** utime and stime are fields 14 and 15; the name before them (in parentheses) may hold spaces and ')'. */
export function cpuMsFromStat(stat: string, ticksPerSecond: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`Not a /proc stat line: ${stat.slice(0, 80)}`);
  return ((utime + stime) * 1000) / ticksPerSecond;
}

let ticksPerSecond: number | undefined;

function clockTicksPerSecond(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
  return ticksPerSecond;
}
