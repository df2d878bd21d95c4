import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { RecipientLimitedMail, SecurityEventLogPort } from '../../ports/security-event-log.port';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../shared/rate-limit-rules';

/**
 * At most 3 emails of one kind (verification, "you already have an account", reset) to an
 * address an hour, however many people ask for them from however many addresses, so this
 * site cannot be used to flood someone's inbox (ASVS 5.0 2.4.1). Callers answer exactly as
 * when the email goes out; a suppressed email is recorded as a security event.
 */
export class RecipientMailLimit {
  constructor(
    private readonly limiter: RateLimiterPort,
    private readonly events: SecurityEventLogPort,
  ) {}

  /** Counts one `mail` to `recipient` (a normalised address) and tells whether it may go out. */
  async allows(mail: RecipientLimitedMail, recipient: string): Promise<boolean> {
    if (await this.count(mail, recipient)) return true;
    this.suppressed(mail, recipient);
    return false;
  }

  /**
   * Counts one `mail` to `recipient` without recording a refusal, for a caller that counts
   * before it knows whether the address has an account (so both take the same time).
   */
  async count(mail: RecipientLimitedMail, recipient: string): Promise<boolean> {
    const decision = await this.limiter.consume(RATE_LIMIT_KEYS.mailPerRecipient(`${mail}:${recipient}`), RATE_LIMIT_RULES.mailPerRecipient);
    return decision.allowed;
  }

  /** Records that `mail` to `recipient` was not sent. */
  suppressed(mail: RecipientLimitedMail, recipient: string): void {
    this.events.record({ type: 'mail-suppressed', mail, recipient });
  }
}
