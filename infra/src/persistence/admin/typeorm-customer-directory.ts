import { createdAtKey, CustomerDirectoryPort, type CustomerFilter, type Page, type PageRequest, type User } from '@pointforge/domain';
import type { EntitySchema, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { TwoFactorCredentialOrmEntity } from '../accounts/two-factor.orm-entity';
import { toUser } from '../accounts/user.mapper';
import { UserOrmEntity, type UserRow } from '../accounts/user.orm-entity';
import { SubscriptionOrmEntity } from '../billing/subscription.orm-entity';
import type { DatabaseAccess } from '../database-access';
import { LicenseOrmEntity } from '../licensing/license.orm-entity';
import { searchedPage } from '../searched-page';
import type { SearchedColumns } from '../text-search-condition';
import { runningLicence, trialLicence } from './licence-conditions';

const USER = 'user';
/** FT_users_search's columns. */
const SEARCHED: SearchedColumns = { email: 'email', words: ['email', 'first_name', 'last_name', 'company'] };

/**
 * The console's customer table in one query: each filter is a condition on the account or an
 * EXISTS over its licences, subscriptions or credential, each of which an index leading with
 * `user_id` answers (the licences' and subscriptions' `(user_id, created_at)`, the credential's key).
 */
export class TypeormCustomerDirectory extends CustomerDirectoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  search(filter: CustomerFilter, page: PageRequest, now: Date): Promise<Page<User>> {
    return this.database.run((manager) => {
      const query = manager.createQueryBuilder(UserOrmEntity, USER);
      if (filter.plan !== undefined) whereOwns(query, LicenseOrmEntity, 'l_plan', 'l_plan.plan = :plan', { plan: filter.plan });
      if (filter.subscriptionStatus !== undefined) {
        whereOwns(query, SubscriptionOrmEntity, 's_status', 's_status.status = :subscriptionStatus', { subscriptionStatus: filter.subscriptionStatus });
      }
      if (filter.stage === 'paying') whereOwns(query, SubscriptionOrmEntity, 's_paying', "s_paying.status = 'active'");
      if (filter.stage === 'trial') {
        whereOwns(query, LicenseOrmEntity, 'l_trial', `${trialLicence('l_trial')} AND ${runningLicence('l_trial')}`, { now, on: true });
        whereOwns(query, SubscriptionOrmEntity, 's_trial', "s_trial.status = 'active'", {}, 'NOT EXISTS');
      }
      if (filter.verified !== undefined) query.andWhere(`${USER}.is_verified = :verified`, { verified: filter.verified ? 1 : 0 });
      if (filter.twoFactor !== undefined) {
        whereOwns(query, TwoFactorCredentialOrmEntity, 'tf', 'tf.enabled_at IS NOT NULL', {}, filter.twoFactor ? 'EXISTS' : 'NOT EXISTS');
      }
      const order = { at: `${USER}.created_at`, tieBreak: `${USER}.id` };
      return searchedPage(manager, { query, alias: USER, columns: SEARCHED, text: filter.search, order }, page, toUser, createdAtKey);
    });
  }
}

/** Narrows `query` to accounts that own (or, with NOT EXISTS, own no) row of `entity` meeting `condition`. */
function whereOwns<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<UserRow>,
  entity: EntitySchema<Row>,
  alias: string,
  condition: string,
  parameters: ObjectLiteral = {},
  exists: 'EXISTS' | 'NOT EXISTS' = 'EXISTS',
): void {
  const owned = query.subQuery().select('1').from(entity, alias).where(`${alias}.user_id = ${USER}.id`).andWhere(condition).getQuery();
  query.andWhere(`${exists} ${owned}`, parameters);
}
