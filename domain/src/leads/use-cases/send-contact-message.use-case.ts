import type { Brand } from '../../catalog/brand';
import type { MailMessage } from '../../mail/mail-templates';
import { normalizeEmail } from '../../accounts/user-rules';
import type { ContactMessage, ContactSubject } from '../contact-message.entity';
import { validateContactMessage, type ContactMessageFields } from '../lead-rules';
import { LEAD_ERROR_CODES } from './lead-errors';
import { LeadIntakeUseCase, type LeadForm, type LeadSubmissionContext, type NewLead } from './lead-intake';
import { CONTACT_SUBJECT_LABELS } from './lead-options';

export type SendContactMessageInput = ContactMessageFields & LeadSubmissionContext;

/**
 * Stores a contact message as `unread` and has the worker email it to the support address,
 * replying to the visitor. A bot that filled the honeypot gets the same (empty) answer and
 * nothing is stored or sent. At most 5 an hour per IP address.
 */
export class SendContactMessageUseCase extends LeadIntakeUseCase<SendContactMessageInput, Pick<Brand, 'supportEmail'>> {
  protected readonly form: LeadForm<SendContactMessageInput> = {
    rateLimit: 'contactMessagePerIp',
    validate: validateContactMessage,
    invalidCode: LEAD_ERROR_CODES.contactMessageInvalid,
  };

  protected async store(input: SendContactMessageInput, { id, createdAt }: NewLead): Promise<MailMessage> {
    const message: ContactMessage = {
      id,
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      // validateContactMessage has checked it against CONTACT_SUBJECTS.
      subject: input.subject.trim() as ContactSubject,
      message: input.message.trim(),
      status: 'unread',
      createdAt,
    };
    await this.leads.saveContactMessage(message);

    return {
      to: this.brand.supportEmail,
      replyTo: message.email,
      template: 'contact-message',
      data: {
        name: message.name,
        email: message.email,
        subject: CONTACT_SUBJECT_LABELS[message.subject],
        message: message.message,
      },
    };
  }
}
