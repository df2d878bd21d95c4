import type { Brand } from '../../catalog/brand';
import { normalizeEmail } from '../../accounts/user-rules';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../accounts/use-cases/rate-limit-rules';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { RateLimiterPort } from '../../ports/rate-limiter.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { DemoRequest, Industry } from '../demo-request.entity';
import type { LeadRepositoryPort } from '../lead.repository.port';
import { validateDemoRequest, type DemoRequestFields } from '../lead-rules';
import { LEAD_ERROR_CODES } from './lead-errors';
import { LeadIntake, optionalText, type LeadSubmissionContext } from './lead-intake';
import { INDUSTRY_LABELS } from './lead-options';

export type SubmitDemoRequestInput = DemoRequestFields & LeadSubmissionContext;

/**
 * Stores a demo request as `pending` and has the worker email it to the sales address,
 * replying to the visitor. A bot that filled the honeypot gets the same (empty) answer and
 * nothing is stored or sent. At most 5 an hour per IP address.
 */
export class SubmitDemoRequestUseCase {
  private readonly intake: LeadIntake;

  constructor(
    private readonly leads: LeadRepositoryPort,
    jobs: JobQueuePort,
    limiter: RateLimiterPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly brand: Pick<Brand, 'salesEmail'>,
  ) {
    this.intake = new LeadIntake(limiter, jobs);
  }

  async execute(input: SubmitDemoRequestInput): Promise<void> {
    const admitted = await this.intake.admit(input, {
      rateLimitKey: RATE_LIMIT_KEYS.demoRequestPerIp(input.ipAddress),
      rateLimit: RATE_LIMIT_RULES.demoRequestPerIp,
      fieldErrors: validateDemoRequest(input),
      invalidCode: LEAD_ERROR_CODES.demoRequestInvalid,
    });
    if (!admitted) return;

    const request: DemoRequest = {
      id: this.tokens.newId(),
      fullName: input.fullName.trim(),
      email: normalizeEmail(input.email),
      company: input.company.trim(),
      // validateDemoRequest has checked it against INDUSTRIES.
      industry: input.industry.trim() as Industry,
      message: optionalText(input.message),
      status: 'pending',
      createdAt: this.clock.now(),
    };
    await this.leads.saveDemoRequest(request);

    await this.intake.forward(`demo-request:${request.id}`, {
      to: this.brand.salesEmail,
      replyTo: request.email,
      template: 'demo-request',
      data: {
        fullName: request.fullName,
        email: request.email,
        company: request.company,
        industry: INDUSTRY_LABELS[request.industry],
        message: request.message,
      },
    });
  }
}
