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

  async execute(input: CustomerFilter & { page?: number }): Promise<Page<CustomerSummary>> {
    const { page, ...filter } = input;
    const found = await this.customers.search({ ...filter, search: filter.search?.trim() || undefined }, pageRequest(page), this.clock.now());
    return { ...found, items: found.items.map(toPublicUser) };
  }
}
