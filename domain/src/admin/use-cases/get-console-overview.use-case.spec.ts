import { ConsoleOverviewPort, type ConsoleOverview } from '../console-overview.port';
import { FixedClock } from '../../testing/fixed-clock';
import { GetConsoleOverviewUseCase, OVERVIEW_FRESH_MS, OVERVIEW_STALE_LIMIT_MS } from './get-console-overview.use-case';

/** A database whose customer count the test sets, that counts how often it was counted, and can be made to fail or wait. */
class CountedDatabase extends ConsoleOverviewPort {
  customers = 1;
  countsTaken = 0;
  failing = false;
  private release: (() => void) | undefined;
  private held: Promise<void> | undefined;

  hold(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  letGo(): void {
    this.release?.();
    this.held = undefined;
  }

  async counts(): Promise<ConsoleOverview> {
    this.countsTaken += 1;
    const customers = this.customers;
    await this.held;
    if (this.failing) throw new Error('database away');
    return { customers: { total: customers, verified: 0, twoFactor: 0 } } as ConsoleOverview;
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GetConsoleOverviewUseCase', () => {
  let clock: FixedClock;
  let database: CountedDatabase;
  let overview: GetConsoleOverviewUseCase;

  beforeEach(() => {
    clock = new FixedClock();
    database = new CountedDatabase();
    overview = new GetConsoleOverviewUseCase(database, clock);
  });

  it('counts on the first request, and answers the same count, with its instant, for half a minute', async () => {
    const first = await overview.execute();
    expect(first).toMatchObject({ customers: { total: 1 }, asOf: clock.now() });
    database.customers = 2;
    clock.advance(OVERVIEW_FRESH_MS - 1);
    expect(await overview.execute()).toEqual(first);
    expect(database.countsTaken).toBe(1);
  });

  it('past half a minute answers the older count at once and counts again behind it, once for any number of requests', async () => {
    const first = await overview.execute();
    database.customers = 2;
    database.hold();
    clock.advance(OVERVIEW_FRESH_MS);
    expect(await Promise.all([overview.execute(), overview.execute()])).toEqual([first, first]);
    expect(database.countsTaken).toBe(2);
    database.letGo();
    await settle();
    expect(await overview.execute()).toMatchObject({ customers: { total: 2 }, asOf: clock.now() });
    expect(database.countsTaken).toBe(2);
  });

  it('keeps the older count when the count behind it fails, and tries again on the next request', async () => {
    const first = await overview.execute();
    database.failing = true;
    clock.advance(OVERVIEW_FRESH_MS);
    expect(await overview.execute()).toEqual(first);
    await settle();
    expect(await overview.execute()).toEqual(first);
    expect(database.countsTaken).toBe(3);
  });

  it('waits for a new count once the latest is five minutes old', async () => {
    await overview.execute();
    database.customers = 5;
    clock.advance(OVERVIEW_STALE_LIMIT_MS);
    expect(await overview.execute()).toMatchObject({ customers: { total: 5 }, asOf: clock.now() });
  });

  it('reports a failed count when it has no count to answer with', async () => {
    database.failing = true;
    await expect(overview.execute()).rejects.toThrow('database away');
    database.failing = false;
    expect(await overview.execute()).toMatchObject({ customers: { total: 1 } });
  });

  it('counts again after a count that failed before it could start (a port that throws instead of rejecting)', async () => {
    let calls = 0;
    const throwingOnce = new (class extends ConsoleOverviewPort {
      counts(): Promise<ConsoleOverview> {
        calls += 1;
        if (calls === 1) throw new Error('pool exhausted');
        return Promise.resolve({ customers: { total: 7, verified: 0, twoFactor: 0 } } as ConsoleOverview);
      }
    })();
    const overviewOfIt = new GetConsoleOverviewUseCase(throwingOnce, clock);
    await expect(overviewOfIt.execute()).rejects.toThrow('pool exhausted');
    expect(await overviewOfIt.execute()).toMatchObject({ customers: { total: 7 } });
  });
});
