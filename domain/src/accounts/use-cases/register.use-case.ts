import { EMAIL_PREFERENCE_DEFAULTS } from '../../catalog/constants';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { SecurityEventLogPort } from '../../ports/security-event-log.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { AccountOnboardingHookPort } from '../account-onboarding-hook.port';
import type { AuthTokenRepositoryPort } from '../auth-token.repository.port';
import type { CommonPasswordCheckerPort } from '../common-password-checker.port';
import type { PasswordHasherPort } from '../password-hasher.port';
import { isValidEmail, normalizeEmail } from '../user-rules';
import type { User } from '../user.entity';
import type { UserRepositoryPort } from '../user.repository.port';
import { emailInvalidError, isEmailTakenError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { AuthTokenIssuer } from './auth-token-issuer';
import { assertPasswordAllowed } from './password-policy';
import { normalizeProfileFields } from './profile-fields';
import { RecipientMailLimit } from './recipient-mail-limit';

export interface RegisterInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  /** Where to go after verifying and logging in (a checkout); the verification link carries it when it is a safe site path. */
  redirect?: string | null;
  /** The token of the invitation link the person registered from: they join that licence once verified. */
  invitationToken?: string | null;
}

/**
 * Creates an unverified account and emails a verification link. An address already
 * registered gets the same (empty) answer, in about the same time (the password is hashed
 * either way), and its owner gets an "you already have an account" email instead: the
 * caller learns nothing about which addresses exist. Either email goes to an address at
 * most 3 times an hour (RecipientMailLimit); beyond that the answer is the same and
 * nothing is sent.
 */
export class RegisterUseCase {
  private readonly tokenIssuer: AuthTokenIssuer;
  private readonly mail: AccountMail;
  private readonly mailLimit: RecipientMailLimit;

  constructor(
    private readonly users: UserRepositoryPort,
    authTokens: AuthTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly commonPasswords: CommonPasswordCheckerPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    private readonly transaction: TransactionPort,
    limiter: RateLimiterPort,
    securityEvents: SecurityEventLogPort,
    private readonly onboarding: AccountOnboardingHookPort,
  ) {
    this.tokenIssuer = new AuthTokenIssuer(authTokens, tokens, clock);
    this.mail = new AccountMail(jobs, links);
    this.mailLimit = new RecipientMailLimit(limiter, securityEvents);
  }

  async execute(input: RegisterInput): Promise<void> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw emailInvalidError();
    assertPasswordAllowed(input.password, 'password', this.commonPasswords);
    const profile = normalizeProfileFields({
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      company: input.company ?? null,
    });
    const passwordHash = await this.hasher.hash(input.password);

    const existing = await this.users.findByEmail(email);
    if (existing) return this.tellOwnerAccountExists(existing);

    const now = this.clock.now();
    const user: User = {
      id: this.tokens.newId(),
      email,
      passwordHash,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      company: profile.company ?? null,
      isVerified: false,
      ...EMAIL_PREFERENCE_DEFAULTS,
      hasHeldLicense: false,
      role: 'customer',
      createdAt: now,
      updatedAt: now,
    };
    const sendVerification = await this.mailLimit.allows('verify-email', email);
    try {
      // The account, its link and the email commit together: never a user without a way to
      // verify, unless the address had its verification emails this hour (logging in later sends one).
      await this.transaction.run(async () => {
        await this.users.create(user);
        if (input.invitationToken) await this.onboarding.onRegistered(user.id, input.invitationToken);
        if (!sendVerification) return;
        const issued = await this.tokenIssuer.issue(user.id, 'verify-email');
        await this.mail.verifyEmail(user, issued, input.redirect ?? null);
      });
    } catch (error) {
      // A concurrent registration of the same address won the unique index.
      if (!isEmailTakenError(error)) throw error;
      const winner = await this.users.findByEmail(email);
      if (winner) await this.tellOwnerAccountExists(winner);
    }
  }

  private async tellOwnerAccountExists(user: User): Promise<void> {
    if (!(await this.mailLimit.allows('account-exists', user.email))) return;
    await this.mail.accountExists(user, this.tokens.newId());
  }
}
