/** The words of the demo and contact forms. Toast copy is SITE-SPEC section 8, to the letter. */

/** The honeypot's label, read only by bots. */
export const HONEYPOT_LABEL = 'Website';

export const ERROR_TOAST_TITLE = 'Error';

export const demoFormCopy = {
  formLabel: 'Demo request',
  fullName: { label: 'Full Name', placeholder: 'Jane Smith' },
  email: { label: 'Email', placeholder: 'jane@company.com' },
  company: { label: 'Company', placeholder: 'Your company' },
  industry: { label: 'Industry', placeholder: 'Select your industry' },
  message: { label: 'Message', placeholder: 'Tell us about your projects and what you would like to see' },
  submit: 'Request Demo',
  submitting: 'Submitting...',
  success: { title: 'Demo Request Received', description: "We'll be in touch with you shortly to schedule your demo." },
  failureLog: 'Demo request failed',
} as const;

export const contactFormCopy = {
  formLabel: 'Contact us',
  name: { label: 'Name', placeholder: 'Jane Smith' },
  email: { label: 'Email', placeholder: 'jane@company.com' },
  subject: { label: 'Subject', placeholder: 'Select a subject' },
  message: { label: 'Message', placeholder: 'How can we help?' },
  submit: 'Send Message',
  submitting: 'Sending...',
  success: { title: 'Message Sent', description: "Thank you for your message. We'll be in touch shortly." },
  failureLog: 'Contact message failed',
} as const;
