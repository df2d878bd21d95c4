import { toPublicUser } from '../../accounts/user.entity';
import type { ClockPort } from '../../shared/clock.port';
import { pageRequest, type Page } from '../../shared/page';
import type { CustomerDirectoryPort, CustomerFilter } from '../customer-directory.port';
import type { CustomerSummary } from '../customer-views';

/** The console's customer table: searched in email, names and company, filtered by plan, subscription status, stage, verification and 2FA, newest first. */
export class SearchCustomersUseCase {
  constructor(
    private readonly customers: CustomerDirectoryPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: CustomerFilter & { cursor?: string }): Promise<Page<CustomerSummary>> {
    const { cursor, ...filter } = input;
    const found = await this.customers.search({ ...filter, search: filter.search?.trim() || undefined }, pageRequest(cursor), this.clock.now());
    return { ...found, items: found.items.map(toPublicUser) };
  }
}
