import type { Brand } from '../../catalog/brand';
import { normalizeEmail } from '../../accounts/user-rules';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../accounts/use-cases/rate-limit-rules';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { ContactMessage, ContactSubject } from '../contact-message.entity';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { validateContactMessage, type ContactMessageFields } from '../lead-rules';
import { LEAD_ERROR_CODES } from './lead-errors';
import { LeadIntake, type LeadSubmissionContext } from './lead-intake';
import { CONTACT_SUBJECT_LABELS } from './lead-options';

export type SendContactMessageInput = ContactMessageFields & LeadSubmissionContext;

/**
 * Stores a contact message as `unread` and has the worker email it to the support address,
 * replying to the visitor. A bot that filled the honeypot gets the same (empty) answer and
 * nothing is stored or sent. At most 5 an hour per IP address.
 */
export class SendContactMessageUseCase {
  private readonly intake: LeadIntake;

  constructor(
    private readonly leads: LeadRepositoryPort,
    jobs: JobQueuePort,
    limiter: RateLimiterPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly brand: Pick<Brand, 'supportEmail'>,
  ) {
    this.intake = new LeadIntake(limiter, jobs);
  }

  async execute(input: SendContactMessageInput): Promise<void> {
    const admitted = await this.intake.admit(input, {
      rateLimitKey: RATE_LIMIT_KEYS.contactMessagePerIp(input.ipAddress),
      rateLimit: RATE_LIMIT_RULES.contactMessagePerIp,
      fieldErrors: validateContactMessage(input),
      invalidCode: LEAD_ERROR_CODES.contactMessageInvalid,
    });
    if (!admitted) return;

    const message: ContactMessage = {
      id: this.tokens.newId(),
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      // validateContactMessage has checked it against CONTACT_SUBJECTS.
      subject: input.subject.trim() as ContactSubject,
      message: input.message.trim(),
      status: 'unread',
      createdAt: this.clock.now(),
    };
    await this.leads.saveContactMessage(message);

    await this.intake.forward(`contact-message:${message.id}`, {
      to: this.brand.supportEmail,
      replyTo: message.email,
      template: 'contact-message',
      data: {
        name: message.name,
        email: message.email,
        subject: CONTACT_SUBJECT_LABELS[message.subject],
        message: message.message,
      },
    });
  }
}
