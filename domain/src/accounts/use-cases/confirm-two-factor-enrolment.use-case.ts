import type { JobQueuePort } from '../../ports/job-queue.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { Session } from '../session.entity';
import type { SessionRepositoryPort } from '../session.repository.port';
import type { TotpPort } from '../totp.port';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import type { UserRepositoryPort } from '../user.repository.port';
import { twoFactorAlreadyEnabledError, twoFactorCodeInvalidError, twoFactorEnrolmentMissingError, userNotFoundError } from './account-errors';
import type { AccountLinks } from './account-links';
import { AccountMail } from './account-mail';
import { RecentAuthenticationCheck } from './recent-authentication';
import { newRecoveryCodes } from './recovery-codes';
import { SessionOpener } from './session-opener';

export interface ConfirmTwoFactorEnrolmentInput {
  /** The session confirming: it must have authenticated recently, and is rotated. */
  session: Session;
  /** The code the authenticator app shows for the new secret. */
  code: string;
}

export interface ConfirmedTwoFactorEnrolment {
  /** Ten single-use recovery codes, in the clear this once; only their hashes are kept. */
  recoveryCodes: string[];
  /** The secret for this browser's new session cookie. */
  sessionToken: string;
}

/**
 * Finishes turning two-factor sign-in on once the user proves, with a current code, that
 * the authenticator app holds the pending secret. Only a recent authentication may (as
 * BeginTwoFactorEnrolmentUseCase). The code's time step counts as used (no replay at the
 * next sign-in). Recovery codes are stored hashed in the same write that enables the
 * credential, and a "two-factor enabled" email goes out. The account's security changed,
 * so this browser's session gets a new id and every other session ends: a session copied
 * before cannot ride on into an account it can no longer sign in to. The rotated session
 * stays password-only (it did not sign in with a code), so it does not open the console.
 */
export class ConfirmTwoFactorEnrolmentUseCase {
  private readonly mail: AccountMail;
  private readonly recentAuthentication: RecentAuthenticationCheck;
  private readonly sessionOpener: SessionOpener;

  constructor(
    private readonly users: UserRepositoryPort,
    private readonly sessions: SessionRepositoryPort,
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly totp: TotpPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    jobs: JobQueuePort,
    links: AccountLinks,
    private readonly transaction: TransactionPort,
  ) {
    this.mail = new AccountMail(jobs, links);
    this.recentAuthentication = new RecentAuthenticationCheck(twoFactor, clock);
    this.sessionOpener = new SessionOpener(sessions, tokens, clock);
  }

  async execute(input: ConfirmTwoFactorEnrolmentInput): Promise<ConfirmedTwoFactorEnrolment> {
    await this.recentAuthentication.assert(input.session);
    const user = await this.users.findById(input.session.userId);
    if (!user) throw userNotFoundError();
    const credential = await this.twoFactor.findByUserId(user.id);
    if (!credential) throw twoFactorEnrolmentMissingError();
    if (credential.enabledAt !== null) throw twoFactorAlreadyEnabledError();

    const now = this.clock.now();
    const step = this.totp.matchStep(credential.secret, input.code.replace(/\s/g, ''), now);
    if (step === null) throw twoFactorCodeInvalidError('code');

    const recovery = newRecoveryCodes(this.tokens);
    // A concurrent confirmation, or a new enrolment begun meanwhile (another secret), leaves
    // nothing pending for this secret: enabling a secret the code did not prove would lock
    // the user out.
    // Turned on only together with the email that tells the owner so and the sessions' end.
    const sessionToken = await this.transaction.run(async () => {
      if (!(await this.twoFactor.enable(credential, now, step, recovery.hashes))) throw twoFactorEnrolmentMissingError();
      await this.mail.twoFactorChanged(user, 'two-factor-enabled', this.tokens.newId());
      const rotated = await this.sessionOpener.rotate(input.session);
      await this.sessions.deleteAllForUser(user.id, rotated.session.id);
      return rotated.sessionToken;
    });
    return { recoveryCodes: recovery.codes, sessionToken };
  }
}
