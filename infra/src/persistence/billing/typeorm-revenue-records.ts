import {
  PAYMENT_FAILED_MAIL_KEY_PREFIX,
  RevenueRecordsPort,
  subscriptionOfPaymentFailedMail,
  type PaymentFailure,
  type RevenueSubscription,
  type TrialStart,
} from '@pointforge/domain';
import { And, In, LessThan, Like, MoreThanOrEqual } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { trialLicence } from '../admin/licence-conditions';
import { LicenseOrmEntity } from '../licensing/license.orm-entity';
import { SentMailOrmEntity } from '../mail/sent-mail.orm-entity';
import { toSubscription } from './subscription.mapper';
import { SubscriptionOrmEntity } from './subscription.orm-entity';

/** Subscriptions that went live at some point: a pending or abandoned checkout never did. */
const EVER_LIVE_STATUSES = ['active', 'suspended', 'cancelled', 'expired'];

/** The subscriptions, trials and failed renewals the revenue figures read; the ledger is read through PaymentLedgerPort. */
export class TypeormRevenueRecords extends RevenueRecordsPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async subscriptionsEverLive(): Promise<RevenueSubscription[]> {
    const rows = await this.database.run((manager) => manager.find(SubscriptionOrmEntity, { where: { status: In(EVER_LIVE_STATUSES) } }));
    return rows.map(toSubscription);
  }

  async trialsStartedBetween(from: Date, to: Date): Promise<TrialStart[]> {
    const rows = await this.database.run((manager) =>
      manager
        .createQueryBuilder(LicenseOrmEntity, 'license')
        .where(trialLicence('license'))
        .andWhere('license.user_id IS NOT NULL')
        .andWhere('license.created_at >= :from AND license.created_at < :to', { from, to })
        .getMany(),
    );
    return rows.flatMap((row) => (row.user_id ? [{ userId: row.user_id, startedAt: row.created_at }] : []));
  }

  async paymentFailuresBetween(from: Date, to: Date): Promise<PaymentFailure[]> {
    const rows = await this.database.run((manager) =>
      manager.find(SentMailOrmEntity, {
        where: { idempotency_key: Like(`${PAYMENT_FAILED_MAIL_KEY_PREFIX}%`), sent_at: And(MoreThanOrEqual(from), LessThan(to)) },
      }),
    );
    return rows.flatMap((row) => {
      const subscriptionId = subscriptionOfPaymentFailedMail(row.idempotency_key);
      return subscriptionId ? [{ subscriptionId, failedAt: row.sent_at }] : [];
    });
  }
}
