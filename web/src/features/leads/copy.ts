import type { LeadType } from '@pointforge/domain';
import type { SubmitLabels } from '../../components/ui/form';
import { nameFieldsCopy } from '../../content/form-fields';

/** The words of the demo and contact forms. Toast copy is SITE-SPEC section 8, to the letter. */

/** The honeypot's label, read only by bots. */
export const HONEYPOT_LABEL = 'Website';

export const ERROR_TOAST_TITLE = 'Error';

export interface LeadFormCopy {
  formLabel: string;
  /** Each field's label and placeholder, by field name. */
  fields: Readonly<Record<string, { label: string; placeholder: string }>>;
  submit: SubmitLabels;
  success: { title: string; description: string };
  /** What the console says when sending fails. */
  failureLog: string;
}

const emailField = { label: 'Email', placeholder: 'jane@company.com' } as const;

/** Each form's words, by the kind of lead it sends. */
export const leadFormCopy = {
  demo: {
    formLabel: 'Demo request',
    fields: {
      fullName: { label: 'Full Name', placeholder: 'Jane Smith' },
      email: emailField,
      company: nameFieldsCopy.company,
      industry: { label: 'Industry', placeholder: 'Select your industry' },
      message: { label: 'Message', placeholder: 'Tell us about your projects and what you would like to see' },
    },
    submit: { label: 'Request Demo', busyLabel: 'Submitting...' },
    success: { title: 'Demo Request Received', description: "We'll be in touch with you shortly to schedule your demo." },
    failureLog: 'Demo request failed',
  },
  contact: {
    formLabel: 'Contact us',
    fields: {
      name: { label: 'Name', placeholder: 'Jane Smith' },
      email: emailField,
      subject: { label: 'Subject', placeholder: 'Select a subject' },
      message: { label: 'Message', placeholder: 'How can we help?' },
    },
    submit: { label: 'Send Message', busyLabel: 'Sending...' },
    success: { title: 'Message Sent', description: "Thank you for your message. We'll be in touch shortly." },
    failureLog: 'Contact message failed',
  },
} as const satisfies Record<LeadType, LeadFormCopy>;
