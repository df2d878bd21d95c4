import { toPublicUser } from '../../accounts/user.entity';
import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { pageRequest, type Page } from '../../shared/page';
import type { CustomerSummary } from '../customer-views';

/** The console's customer table: searched in email, names and company, newest first. */
export class SearchCustomersUseCase {
  constructor(private readonly users: UserRepositoryPort) {}

  async execute(input: { q?: string; page?: number }): Promise<Page<CustomerSummary>> {
    const search = input.q?.trim() || undefined;
    const page = await this.users.search(search, pageRequest(input.page));
    return { ...page, items: page.items.map(toPublicUser) };
  }
}
