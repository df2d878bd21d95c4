import type { User } from '../../accounts/user.entity';
import { normalizeEmail } from '../../accounts/user-rules';
import { EMAIL_PREFERENCE_DEFAULTS } from '../../catalog/constants';
import { BUILDER_EPOCH } from './builder-defaults';
import { EntityBuilder } from './entity-builder';

/** Test data: `aUser().verified().withEmail('ann@example.com').build()`. */
export class UserBuilder extends EntityBuilder<User> {
  constructor() {
    super('user', (n) => ({
      email: `user${n}@example.com`,
      passwordHash: 'hashed:correct horse battery staple',
      firstName: 'Ann',
      lastName: 'Surveyor',
      company: null,
      isVerified: false,
      ...EMAIL_PREFERENCE_DEFAULTS,
      hasHeldLicense: false,
      role: 'customer',
      createdAt: BUILDER_EPOCH,
      updatedAt: BUILDER_EPOCH,
    }));
  }

  /** Stored normalised, as the repository would hold it. */
  withEmail(email: string): this {
    return this.with({ email: normalizeEmail(email) });
  }

  withPasswordHash(passwordHash: string): this {
    return this.with({ passwordHash });
  }

  withName(firstName: string | null, lastName: string | null = this.entity.lastName): this {
    return this.with({ firstName, lastName });
  }

  withoutName(): this {
    return this.withName(null, null);
  }

  withCompany(company: string | null): this {
    return this.with({ company });
  }

  verified(): this {
    return this.with({ isVerified: true });
  }

  unverified(): this {
    return this.with({ isVerified: false });
  }

  withPreferences(preferences: Partial<Pick<User, 'emailNewsletter' | 'emailProductUpdates' | 'emailPromotions'>>): this {
    return this.with(preferences);
  }

  /** Has held a licence before, so may not start a trial. */
  thatHasHeldALicense(): this {
    return this.with({ hasHeldLicense: true });
  }

  admin(): this {
    return this.with({ role: 'admin' });
  }

  createdAt(date: Date): this {
    return this.with({ createdAt: date, updatedAt: date });
  }
}

export function aUser(): UserBuilder {
  return new UserBuilder();
}
