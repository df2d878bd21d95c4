import { cpuMsFromStat, processCpuMs } from './process-cpu';

describe('process CPU time', () => {
  it('adds user and system time from a /proc stat line, whatever the process is called', () => {
    const stat = '4242 (node (bench) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 250 50 0 0 20 0 11 0 12345 1000000 5000';
    expect(cpuMsFromStat(stat, 100)).toBe(3000);
  });

  it("reads this process's own, and nothing for a process that is not there", () => {
    expect(processCpuMs(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processCpuMs(undefined)).toBeUndefined();
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });
});
