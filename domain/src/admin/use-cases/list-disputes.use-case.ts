import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { DisputeRepositoryPort } from '../../billing/dispute.repository.port';
import type { SubscriptionRepositoryPort } from '../../billing/subscription.repository.port';
import { pageRequest, type Page } from '../../shared/page';
import type { DisputeView } from '../payment-views';

/** Every buyer's dispute, newest first, each with its customer, for the console's Disputes list. */
export class ListDisputesUseCase {
  constructor(
    private readonly disputes: DisputeRepositoryPort,
    private readonly subscriptions: SubscriptionRepositoryPort,
    private readonly users: UserRepositoryPort,
  ) {}

  async execute({ cursor }: { cursor?: string }): Promise<Page<DisputeView>> {
    const listed = await this.disputes.list(pageRequest(cursor));
    const items = await Promise.all(
      listed.items.map(async (dispute): Promise<DisputeView> => {
        const subscription = await this.subscriptions.findById(dispute.subscriptionId);
        const owner = subscription?.userId ? await this.users.findById(subscription.userId) : null;
        return { ...dispute, customer: owner ? { id: owner.id, email: owner.email } : null };
      }),
    );
    return { ...listed, items };
  }
}
