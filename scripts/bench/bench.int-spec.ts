import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { runToEnd, Cleanup } from './child-processes';
import type { BenchResult } from './bench';

/**
 * `make bench QUICK=1` as `make test` runs it, so the bench never rots: it must start
 * everything, produce every figure as numbers and stop what it started. Thresholds are
 * the bench's own output, not asserted here (a shared machine makes them noisy).
 */
describe('make bench QUICK=1', () => {
  const outputDir = mkdtempSync(join(tmpdir(), 'pf-bench-'));
  const cleanup = new Cleanup();

  afterAll(async () => {
    await cleanup.run();
    rmSync(outputDir, { recursive: true, force: true });
  });

  it('prints one table and writes every figure, each numeric, to latest.json', async () => {
    const run = await runToEnd(cleanup, process.execPath, ['-r', './scripts/bench/register.js', 'scripts/bench/bench.ts'], 280_000, {
      cwd: REPO_ROOT,
      env: { ...process.env, QUICK: '1', BENCH_OUTPUT_DIR: outputDir },
    });
    expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });

    const result = JSON.parse(readFileSync(join(outputDir, 'latest.json'), 'utf8')) as BenchResult;
    expect(result.quick).toBe(true);
    expect(result.figures.map((figure) => figure.figure)).toEqual([
      'bare Nest hello, c=50',
      "bare Nest POST of a check's shape (DTO pipe, 2.5 KB answer), c=50",
      'GET /api/auth/me (session), c=50',
      'POST /api/v1/licenses/validate (signed file), c=50',
      'GET /healthz, c=50',
      'argon2 verify ceiling, 8 in flight',
      'POST /api/auth/login, c=8',
      'transfer of / (first load, br/gzip)',
      'initial JS of / (gzip -9)',
      'Lighthouse /',
      'Lighthouse /features',
      'Lighthouse /features/water-flow',
      'Lighthouse /privacy-policy',
      'Lighthouse /login',
    ]);
    for (const figure of result.figures) {
      const expectedKeys = figure.figure.startsWith('Lighthouse')
        ? ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs']
        : figure.figure.startsWith('argon2')
          ? ['verifiesPerSecond', 'p50Ms', 'p99Ms']
          : figure.figure.includes(', c=')
            ? ['requestsPerSecond', 'p50Ms', 'p99Ms', 'bytesPerResponse', 'requests', 'failedRequests']
            : ['bytes'];
      for (const key of expectedKeys)
        expect({ figure: figure.figure, key, finite: Number.isFinite(figure.values[key]) }).toEqual({ figure: figure.figure, key, finite: true });
      expect(figure.values.requests ?? 1).toBeGreaterThan(0);
      const hasBaseline = / c=/.test(figure.figure) && !figure.figure.startsWith('bare');
      if (hasBaseline) expect(Number.isFinite(figure.ratio)).toBe(true);
      expect(typeof figure.goal).toBe('string');
    }
    expect(run.stdout).toContain('| figure');
    expect(run.stdout).toContain('| Lighthouse /login');
  }, 300_000);
});
