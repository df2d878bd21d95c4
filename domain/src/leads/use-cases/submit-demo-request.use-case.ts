import type { Brand } from '../../catalog/brand';
import type { MailMessage } from '../../mail/mail-templates';
import { normalizeEmail } from '../../accounts/user-rules';
import type { DemoRequest, Industry } from '../demo-request.entity';
import { validateDemoRequest, type DemoRequestFields } from '../lead-rules';
import { LEAD_ERROR_CODES } from './lead-errors';
import { LeadIntakeUseCase, optionalText, type LeadForm, type LeadSubmissionContext, type NewLead } from './lead-intake';
import { INDUSTRY_LABELS } from './lead-options';

export type SubmitDemoRequestInput = DemoRequestFields & LeadSubmissionContext;

/**
 * Stores a demo request as `pending` and has the worker email it to the sales address,
 * replying to the visitor. A bot that filled the honeypot gets the same (empty) answer and
 * nothing is stored or sent. At most 5 an hour per IP address.
 */
export class SubmitDemoRequestUseCase extends LeadIntakeUseCase<SubmitDemoRequestInput, Pick<Brand, 'salesEmail'>> {
  protected readonly form: LeadForm<SubmitDemoRequestInput> = {
    rateLimit: 'demoRequestPerIp',
    validate: validateDemoRequest,
    invalidCode: LEAD_ERROR_CODES.demoRequestInvalid,
  };

  protected async store(input: SubmitDemoRequestInput, { id, createdAt }: NewLead): Promise<MailMessage> {
    const request: DemoRequest = {
      id,
      fullName: input.fullName.trim(),
      email: normalizeEmail(input.email),
      company: input.company.trim(),
      // validateDemoRequest has checked it against INDUSTRIES.
      industry: input.industry.trim() as Industry,
      message: optionalText(input.message),
      status: 'pending',
      createdAt,
    };
    await this.leads.saveDemoRequest(request);

    return {
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
    };
  }
}
