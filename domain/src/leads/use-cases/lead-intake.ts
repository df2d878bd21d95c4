import type { MailMessage } from '../../mail/mail-templates';
import type { JobQueuePort } from '../../ports/job-queue.port';
import { enqueueMail } from '../../ports/mail-job';
import type { RateLimiterPort } from '../../shared/rate-limiter.port';
import type { TransactionPort } from '../../ports/transaction.port';
import type { ClockPort } from '../../shared/clock.port';
import type { FieldError } from '../../shared/domain-error';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES, type RateLimitRuleName } from '../../shared/rate-limit-rules';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { leadInvalidError } from './lead-errors';

/** What every lead form carries besides its own fields. */
export interface LeadSubmissionContext {
  /** The visitor's address, for the per-IP limit. */
  ipAddress: string;
  /** The hidden field people never see; anything in it marks a bot. */
  honeypot: string;
}

/** What tells one lead form's gate from another's. */
export interface LeadForm<TInput> {
  /** The per-IP limit it counts against. */
  rateLimit: RateLimitRuleName;
  /** The form's broken rules, from the lead rules; empty when it may be stored. */
  validate(input: TInput): FieldError[];
  invalidCode: string;
}

/** What a new lead gets from the intake: its id and when it came in. */
export interface NewLead {
  id: string;
  createdAt: Date;
}

/**
 * The flow both lead forms share: the per-IP limit (every submission counts, bots
 * included), the rules, the honeypot, and the hand-over of the email to the worker after
 * the lead is stored. A bot caught by the honeypot is answered as a visitor and nothing is
 * kept. Each form says only what differs: its limit and rules, and how it stores its lead.
 */
export abstract class LeadIntakeUseCase<TInput extends LeadSubmissionContext, TBrand> {
  constructor(
    protected readonly leads: LeadRepositoryPort,
    private readonly jobs: JobQueuePort,
    private readonly limiter: RateLimiterPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly transaction: TransactionPort,
    protected readonly brand: TBrand,
  ) {}

  /** Throws rate_limited past the limit and invalid on a broken rule. */
  async execute(input: TInput): Promise<void> {
    const { rateLimit, validate, invalidCode } = this.form;
    const fieldErrors = validate(input);
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS[rateLimit](input.ipAddress), RATE_LIMIT_RULES[rateLimit]));
    if (fieldErrors.length > 0) throw leadInvalidError(invalidCode, fieldErrors);
    if (input.honeypot.trim() !== '') return;

    // The lead and the email about it commit together: no lead the team is never told of.
    await this.transaction.run(async () => {
      const id = this.tokens.newId();
      const message = await this.store(input, { id, createdAt: this.clock.now() });
      // The template names the kind of lead, so its key (the job id too) sends each lead's email once.
      await enqueueMail(this.jobs, `${message.template}:${id}`, message);
    });
  }

  protected abstract readonly form: LeadForm<TInput>;

  /** Stores the admitted lead and returns the email that tells the team about it. */
  protected abstract store(input: TInput, lead: NewLead): Promise<MailMessage>;
}

/** Trimmed optional text: empty becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
