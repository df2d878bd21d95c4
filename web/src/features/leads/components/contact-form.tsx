import { CONTACT_SUBJECT_OPTIONS } from '@pointforge/domain';
import { LeadForm, type LeadFieldRow } from './lead-form';

/** Name and email, the subject, then the message in a box of 5 rows. */
const CONTACT_FIELDS: readonly LeadFieldRow<'contact'>[] = [
  [
    { name: 'name', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
  ],
  [{ name: 'subject', options: CONTACT_SUBJECT_OPTIONS }],
  [{ name: 'message', rows: 5 }],
];

/** The landing page's contact form (SITE-SPEC sections 2, 4 and 5), loaded on its own when the visitor engages. */
export function ContactForm() {
  return <LeadForm kind="contact" fields={CONTACT_FIELDS} />;
}
