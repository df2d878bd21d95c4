import type { ClockPort } from '../../shared/clock.port';
import type { ConsoleOverview, ConsoleOverviewPort } from '../console-overview.port';

/** The console's landing page: how many customers, trials, subscriptions, licences, leads and open disputes there are now. */
export class GetConsoleOverviewUseCase {
  constructor(
    private readonly overview: ConsoleOverviewPort,
    private readonly clock: ClockPort,
  ) {}

  execute(): Promise<ConsoleOverview> {
    return this.overview.counts(this.clock.now());
  }
}
