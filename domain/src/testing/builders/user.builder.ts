import type { User } from '../../accounts/user.entity';
import { normalizeEmail } from '../../accounts/user-rules';
import { EMAIL_PREFERENCE_DEFAULTS } from '../../catalog/constants';
import { BUILDER_EPOCH, nextSequence } from './builder-defaults';

/** Test data: `aUser().verified().withEmail('ann@example.com').build()`. */
export class UserBuilder {
  private user: User;

  constructor() {
    const n = nextSequence();
    this.user = {
      id: `user-${n}`,
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
    };
  }

  withId(id: string): this {
    this.user.id = id;
    return this;
  }

  /** Stored normalised, as the repository would hold it. */
  withEmail(email: string): this {
    this.user.email = normalizeEmail(email);
    return this;
  }

  withPasswordHash(passwordHash: string): this {
    this.user.passwordHash = passwordHash;
    return this;
  }

  withName(firstName: string | null, lastName: string | null = this.user.lastName): this {
    this.user.firstName = firstName;
    this.user.lastName = lastName;
    return this;
  }

  withoutName(): this {
    return this.withName(null, null);
  }

  withCompany(company: string | null): this {
    this.user.company = company;
    return this;
  }

  verified(): this {
    this.user.isVerified = true;
    return this;
  }

  unverified(): this {
    this.user.isVerified = false;
    return this;
  }

  withPreferences(preferences: Partial<Pick<User, 'emailNewsletter' | 'emailProductUpdates' | 'emailPromotions'>>): this {
    this.user = { ...this.user, ...preferences };
    return this;
  }

  /** Has held a licence before, so may not start a trial. */
  thatHasHeldALicense(): this {
    this.user.hasHeldLicense = true;
    return this;
  }

  admin(): this {
    this.user.role = 'admin';
    return this;
  }

  createdAt(date: Date): this {
    this.user.createdAt = date;
    this.user.updatedAt = date;
    return this;
  }

  build(): User {
    return { ...this.user };
  }
}

export function aUser(): UserBuilder {
  return new UserBuilder();
}
