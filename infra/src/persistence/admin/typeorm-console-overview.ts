import {
  CONTACT_MESSAGE_STATUSES,
  ConsoleOverviewPort,
  countsByKey,
  DEMO_REQUEST_STATUSES,
  RESOLVED_DISPUTE_STATUS,
  SUBSCRIPTION_STATUSES,
  type ConsoleOverview,
} from '@pointforge/domain';
import type { EntityManager, EntitySchema } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { TwoFactorCredentialOrmEntity } from '../accounts/two-factor.orm-entity';
import { UserOrmEntity } from '../accounts/user.orm-entity';
import { SubscriptionDisputeOrmEntity } from '../billing/subscription-dispute.orm-entity';
import { SubscriptionOrmEntity } from '../billing/subscription.orm-entity';
import { ContactMessageOrmEntity } from '../leads/contact-message.orm-entity';
import { DemoRequestOrmEntity } from '../leads/demo-request.orm-entity';
import { LicenseOrmEntity } from '../licensing/license.orm-entity';
import { runningLicence, trialLicence } from './licence-conditions';

type Raw = Record<string, string | number | null>;

/** SUM(CASE…) is NULL over no rows and a decimal string on MariaDB. */
const count = (value: string | number | null | undefined): number => Number(value ?? 0);

const RUNNING = runningLicence('license');
const TRIAL = trialLicence('license');

/** The console's landing counts, each one COUNT or GROUP BY in the database. */
export class TypeormConsoleOverview extends ConsoleOverviewPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async counts(now: Date): Promise<ConsoleOverview> {
    return this.database.run(async (manager) => {
      const [customers, licenses, subscriptions, demo, contact, disputes] = await Promise.all([
        this.customers(manager),
        this.licenses(manager, now),
        byStatus(manager, SubscriptionOrmEntity),
        byStatus(manager, DemoRequestOrmEntity),
        byStatus(manager, ContactMessageOrmEntity),
        manager
          .createQueryBuilder(SubscriptionDisputeOrmEntity, 'dispute')
          .where('dispute.status <> :resolved', { resolved: RESOLVED_DISPUTE_STATUS })
          .getCount(),
      ]);
      return {
        customers,
        trialsRunning: licenses.trialsRunning,
        subscriptions: countsByKey(SUBSCRIPTION_STATUSES, subscriptions),
        licenses: licenses.byStatus,
        leads: { demo: countsByKey(DEMO_REQUEST_STATUSES, demo), contact: countsByKey(CONTACT_MESSAGE_STATUSES, contact) },
        openDisputes: disputes,
      };
    });
  }

  private async customers(manager: EntityManager): Promise<ConsoleOverview['customers']> {
    const row: Raw | undefined = await manager
      .createQueryBuilder(UserOrmEntity, 'account')
      .leftJoin(TwoFactorCredentialOrmEntity.options.name, 'factor', 'factor.user_id = account.id AND factor.enabled_at IS NOT NULL')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN account.is_verified = :on THEN 1 ELSE 0 END)', 'verified')
      .addSelect('COUNT(factor.user_id)', 'twoFactor')
      .where('account.role = :customer')
      .setParameters({ on: true, customer: 'customer' })
      .getRawOne();
    return { total: count(row?.total), verified: count(row?.verified), twoFactor: count(row?.twoFactor) };
  }

  private async licenses(manager: EntityManager, now: Date): Promise<{ trialsRunning: number; byStatus: ConsoleOverview['licenses'] }> {
    const row: Raw | undefined = await manager
      .createQueryBuilder(LicenseOrmEntity, 'license')
      .select('COUNT(*)', 'total')
      .addSelect('SUM(CASE WHEN license.expiry_date < :now THEN 1 ELSE 0 END)', 'expired')
      .addSelect(`SUM(CASE WHEN ${RUNNING} THEN 1 ELSE 0 END)`, 'active')
      .addSelect(`SUM(CASE WHEN ${RUNNING} AND ${TRIAL} THEN 1 ELSE 0 END)`, 'trials')
      .setParameters({ now, on: true })
      .getRawOne();
    const [total, expired, active] = [count(row?.total), count(row?.expired), count(row?.active)];
    return { trialsRunning: count(row?.trials), byStatus: { active, expired, suspended: total - expired - active } };
  }
}

/** Rows of a table with a status column, counted per status. */
async function byStatus(manager: EntityManager, entity: EntitySchema<{ status: string }>): Promise<Map<string, number>> {
  const rows: Raw[] = await manager
    .createQueryBuilder(entity, 'row')
    .select('row.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .groupBy('row.status')
    .getRawMany();
  return new Map(rows.map((row) => [String(row.status), count(row.count)]));
}
