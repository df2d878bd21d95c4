import type { BillingProfile } from '../billing-profile';
import type { BillingProfileRepositoryPort } from '../billing-profile.repository.port';

/** The caller's billing profile, null before the first save. */
export class GetBillingProfileUseCase {
  constructor(private readonly profiles: BillingProfileRepositoryPort) {}

  async execute({ userId }: { userId: string }): Promise<BillingProfile | null> {
    return (await this.profiles.findForUser(userId))?.profile ?? null;
  }
}
