import type { ContactSubject } from '../contact-message.entity';
import { CONTACT_SUBJECTS } from '../contact-message.entity';
import type { Industry } from '../demo-request.entity';
import { INDUSTRIES } from '../demo-request.entity';

/**
 * How each stored choice of the lead forms reads to people: the options of the web's
 * selects and the wording of the emails to sales and support, from one table.
 */
export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  mining: 'Mining',
  surveying: 'Surveying',
  civil: 'Civil Engineering',
  environmental: 'Environmental',
  other: 'Other',
};

export const CONTACT_SUBJECT_LABELS: Readonly<Record<ContactSubject, string>> = {
  sales: 'Sales',
  support: 'Support',
  billing: 'Billing',
  other: 'Other',
};

export interface LeadOption<Value extends string> {
  value: Value;
  label: string;
}

/** The industries in the order the demo form offers them. */
export const INDUSTRY_OPTIONS: readonly LeadOption<Industry>[] = INDUSTRIES.map((value) => ({
  value,
  label: INDUSTRY_LABELS[value],
}));

/** The subjects in the order the contact form offers them. */
export const CONTACT_SUBJECT_OPTIONS: readonly LeadOption<ContactSubject>[] = CONTACT_SUBJECTS.map((value) => ({
  value,
  label: CONTACT_SUBJECT_LABELS[value],
}));
