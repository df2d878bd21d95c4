import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { Cleanup, runToEnd } from '../bench/child-processes';
import type { ScaleBenchResult } from './bench-scale';
import { bufferPoolBytes } from './buffer-pool';
import { SCALE_LOADS } from './scale-figures';

/**
 * `make bench-scale` at a tiny scale, as `make test` runs it, so the large-data bench never
 * rots: it must fill, start both databases' stacks, produce every figure as numbers for both
 * and stop what it started. Its goals are the bench's own output, not asserted here.
 */
describe('make bench-scale SCALE=0.002', () => {
  const outputDir = mkdtempSync(join(tmpdir(), 'pf-bench-scale-'));
  const cleanup = new Cleanup();

  afterAll(async () => {
    await cleanup.run();
    rmSync(outputDir, { recursive: true, force: true });
  });

  it('prints one table and writes every figure, on the empty and the filled database, to scale-latest.json', async () => {
    const bufferPoolBefore = await bufferPoolBytes();
    const run = await runToEnd(cleanup, process.execPath, ['-r', './scripts/bench/register.js', 'scripts/bench-scale/bench-scale.ts'], 280_000, {
      cwd: REPO_ROOT,
      env: { ...process.env, SCALE: '0.002', BENCH_OUTPUT_DIR: outputDir },
    });
    expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });

    const result = JSON.parse(readFileSync(join(outputDir, 'scale-latest.json'), 'utf8')) as ScaleBenchResult;
    expect(result.scale).toBe(0.002);
    // Measured with a buffer pool sized for the data, and the shared server's own size given back.
    expect(result.machine.bufferPoolMb).toBeGreaterThanOrEqual(2048);
    expect(await bufferPoolBytes()).toBe(bufferPoolBefore);
    expect(result.fill.counts.users).toBe(2_000);
    expect(result.figures.map((figure) => figure.figure)).toEqual(SCALE_LOADS.map((load) => load.figure));
    for (const figure of result.figures) {
      for (const key of ['emptyP50Ms', 'emptyP99Ms', 'largeP50Ms', 'largeP99Ms', 'failedRequests'])
        expect({ figure: figure.figure, key, finite: Number.isFinite(figure.values[key]) }).toEqual({ figure: figure.figure, key, finite: true });
      expect({ figure: figure.figure, failed: figure.values.failedRequests }).toEqual({ figure: figure.figure, failed: 0 });
      expect(Number.isFinite(figure.ratio)).toBe(true);
    }
    expect(run.stdout).toContain('| one reconciliation run');
    expect(run.stdout).toMatch(/SCALE=0\.002: filled 27,800 rows in [\d.]+ s; whole run [\d.]+ s/);
  }, 300_000);
});
