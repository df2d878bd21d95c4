import { formatTable, lighthouseFigure, loadFigure, medianOfRounds, sizeFigure } from './figures';
import type { LoadResult } from './wrk';

const load = (overrides: Partial<LoadResult>): LoadResult => ({
  requestsPerSecond: 1000,
  p50Ms: 5,
  p99Ms: 20,
  bytesPerResponse: 300,
  requests: 10_000,
  failedRequests: 0,
  ...overrides,
});

describe('bench figures', () => {
  it('holds a load goal only when the ratio, the p99 bound and every request hold', () => {
    const goal = { minRatio: 0.5, maxP99Ms: 50, baseline: 'hello' };
    const once = (overrides: Partial<LoadResult>) => [{ load: load(overrides), baselinePerSecond: 2000 }];
    expect(loadFigure('me', once({}), goal)).toMatchObject({ ratio: 0.5, holds: true });
    expect(loadFigure('me', once({ requestsPerSecond: 999 }), goal).holds).toBe(false);
    expect(loadFigure('me', once({ p99Ms: 51 }), goal).holds).toBe(false);
    expect(loadFigure('me', once({ failedRequests: 1 }), goal).holds).toBe(false);
  });

  it('shows a reference load with its ratio and no goal to hold', () => {
    const reference = loadFigure('bare POST', [{ load: load({ requestsPerSecond: 1400 }), baselinePerSecond: 2000 }], { baseline: 'hello' });
    expect(reference).toMatchObject({ ratio: 0.7, goal: 'reference (× hello)', holds: null });
  });

  it("judges rounds on the median round's ratio, so one window on a busy machine does not decide", () => {
    const goal = { minRatio: 0.5, baseline: 'hello' };
    const rounds = [
      { load: load({ requestsPerSecond: 1100 }), baselinePerSecond: 2000 },
      // The machine slowed down for this round: both sides fell, the ratio held.
      { load: load({ requestsPerSecond: 700 }), baselinePerSecond: 1300 },
      { load: load({ requestsPerSecond: 900 }), baselinePerSecond: 2000 },
    ];
    expect(loadFigure('me', rounds, goal)).toMatchObject({ ratio: 0.54, roundRatios: [0.55, 0.538, 0.45], holds: true });
    expect(loadFigure('me', rounds.slice(1), goal).holds).toBe(false);
    expect(formatTable([loadFigure('me', rounds, goal)])).toContain('0.54× (rounds 0.55, 0.538, 0.45)');
  });

  it('combines rounds as the median of each rate and latency, and the sum of the counts', () => {
    const rounds = [load({ p99Ms: 30, requests: 100 }), load({ p99Ms: 90, requests: 200, failedRequests: 2 }), load({ p99Ms: 40, requests: 300 })];
    expect(medianOfRounds(rounds)).toMatchObject({ p99Ms: 40, requests: 600, failedRequests: 2 });
  });

  it('counts sizes in kilobytes of 1000 bytes, and Lighthouse needs 95 and three 100s', () => {
    expect(sizeFigure('transfer', 200_000, 200).holds).toBe(true);
    expect(sizeFigure('transfer', 200_001, 200).holds).toBe(false);
    const perfect = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, fcpMs: 900, lcpMs: 1200, tbtMs: 0 };
    expect(lighthouseFigure('/', perfect).holds).toBe(true);
    expect(lighthouseFigure('/', { ...perfect, seo: 99 }).holds).toBe(false);
  });

  it("lets a noindex page (SITE-SPEC's /login) miss only the is-crawlable audit", () => {
    const login = { performance: 97, accessibility: 100, bestPractices: 100, seo: 66, seoBesidesNoindex: 100, fcpMs: 900, lcpMs: 900, tbtMs: 0 };
    expect(lighthouseFigure('/login', login).holds).toBe(false);
    expect(lighthouseFigure('/login', login, { noindex: true }).holds).toBe(true);
    expect(lighthouseFigure('/login', { ...login, seoBesidesNoindex: 92 }, { noindex: true }).holds).toBe(false);
    expect(formatTable([lighthouseFigure('/login', login, { noindex: true })])).toContain('SEO 66 (100 but noindex)');
  });

  it('prints one row per figure with absolute numbers, ratio, goal and whether it holds', () => {
    const table = formatTable([
      loadFigure('GET /x', [{ load: load({ failedRequests: 3, serverCpuUsPerRequest: 180 }), baselinePerSecond: 4000 }], { minRatio: 0.8, baseline: 'hello' }),
    ]);
    const [header, , row] = table.split('\n');
    expect(header).toMatch(/^\| figure +\| absolute +\| ratio \| goal +\| holds \|$/);
    expect(row).toContain('1000 req/s, p50 5 ms, p99 20 ms, 300 B/resp, 180 µs CPU/resp, 3 FAILED');
    expect(row).toContain('0.25×');
    expect(row).toMatch(/\| NO +\|$/);
  });
});
