import type { MailMessage } from '../../mail/mail-templates';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort, RateLimitRule } from '../../ports/rate-limiter.port';
import type { FieldError } from '../../shared/domain-error';
import { assertWithinRateLimits } from '../../accounts/use-cases/rate-limit-rules';
import { leadInvalidError } from './lead-errors';

/** What every lead form carries besides its own fields. */
export interface LeadSubmissionContext {
  /** The visitor's address, for the per-IP limit. */
  ipAddress: string;
  /** The hidden field people never see; anything in it marks a bot. */
  honeypot: string;
}

export interface LeadGate {
  rateLimitKey: string;
  rateLimit: RateLimitRule;
  /** The form's broken rules, from the lead rules; empty when it may be stored. */
  fieldErrors: FieldError[];
  invalidCode: string;
}

/**
 * The steps both lead forms share: the per-IP limit (every submission counts, bots
 * included), the rules, the honeypot, and the hand-over of the email to the worker.
 */
export class LeadIntake {
  constructor(
    private readonly limiter: RateLimiterPort,
    private readonly jobs: JobQueuePort,
  ) {}

  /**
   * Throws rate_limited past the limit and invalid on a broken rule. Resolves to false for
   * a bot caught by the honeypot: the caller then answers as for a visitor and keeps nothing.
   */
  async admit(context: LeadSubmissionContext, gate: LeadGate): Promise<boolean> {
    assertWithinRateLimits(await this.limiter.consume(gate.rateLimitKey, gate.rateLimit));
    if (gate.fieldErrors.length > 0) throw leadInvalidError(gate.invalidCode, gate.fieldErrors);
    return context.honeypot.trim() === '';
  }

  /** Enqueues the email after the lead is stored; the key doubles as the job id, so it goes out once. */
  forward(idempotencyKey: string, message: MailMessage): Promise<void> {
    return this.jobs.enqueue('send-mail', { idempotencyKey, message }, { jobId: idempotencyKey });
  }
}

/** Trimmed optional text: empty becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
