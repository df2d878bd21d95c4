import type { MailMessage } from '../../mail/mail-templates';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { enqueueMail } from '../../ports/mail-job';
import type { User } from '../user.entity';
import type { AccountLinks } from './account-links';
import type { IssuedAuthToken } from './auth-token-issuer';

/**
 * The name an email greets its recipient with: none until the address is verified, since
 * whoever typed the address also typed the name, and a stranger's words in a greeting from
 * this site's domain read as the site's own (ASVS 5.0 2.2.1).
 */
function greetingName(user: User): string | null {
  return user.isVerified ? user.firstName : null;
}

/**
 * Enqueues the account emails. Callers enqueue after their repository writes. Each job
 * carries an idempotency key naming the event (a token id, or an event id made for the
 * occasion), also used as the job id, so a retried job or a repeated enqueue never sends
 * the same email twice.
 */
export class AccountMail {
  constructor(
    private readonly jobs: JobQueuePort,
    private readonly links: AccountLinks,
  ) {}

  /** `redirect`: where the new customer was going (a checkout), carried by the link to after the log in. */
  verifyEmail(user: User, issued: IssuedAuthToken, redirect: string | null = null): Promise<void> {
    return this.send(`verify-email:${issued.record.id}`, {
      to: user.email,
      template: 'verify-email',
      data: { firstName: greetingName(user), verifyUrl: this.links.verifyEmailUrl(issued.token, redirect) },
    });
  }

  /** To an address someone tried to register again; `eventId` names that attempt. */
  accountExists(user: User, eventId: string): Promise<void> {
    return this.send(`account-exists:${user.id}:${eventId}`, {
      to: user.email,
      template: 'account-exists',
      data: { firstName: greetingName(user), loginUrl: this.links.loginUrl, resetUrl: this.links.forgotPasswordUrl },
    });
  }

  resetPassword(user: User, issued: IssuedAuthToken): Promise<void> {
    return this.send(`reset-password:${issued.record.id}`, {
      to: user.email,
      template: 'reset-password',
      data: { firstName: greetingName(user), resetUrl: this.links.resetPasswordUrl(issued.token) },
    });
  }

  /** After a reset or change; the link lets a user who did not do it take the account back. */
  passwordChanged(user: User, eventId: string): Promise<void> {
    return this.send(`password-changed:${user.id}:${eventId}`, {
      to: user.email,
      template: 'password-changed',
      data: { firstName: greetingName(user), resetUrl: this.links.forgotPasswordUrl },
    });
  }

  /** After two-factor sign-in was turned on or off; the link lets a user who did not do it take the account back. */
  twoFactorChanged(user: User, change: 'two-factor-enabled' | 'two-factor-disabled', eventId: string): Promise<void> {
    return this.send(`${change}:${user.id}:${eventId}`, {
      to: user.email,
      template: change,
      data: { firstName: greetingName(user), resetUrl: this.links.forgotPasswordUrl },
    });
  }

  /** Support removed two-factor sign-in (the owner lost the device and the codes); `eventId` names that reset. */
  twoFactorResetBySupport(user: User, eventId: string): Promise<void> {
    return this.send(`two-factor-reset-by-support:${user.id}:${eventId}`, {
      to: user.email,
      template: 'two-factor-reset-by-support',
      data: { firstName: greetingName(user), loginUrl: this.links.loginUrl, resetUrl: this.links.forgotPasswordUrl },
    });
  }

  private send(idempotencyKey: string, message: MailMessage): Promise<void> {
    return enqueueMail(this.jobs, idempotencyKey, message);
  }
}
