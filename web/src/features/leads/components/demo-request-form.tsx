import { INDUSTRY_OPTIONS } from '@pointforge/domain';
import { LeadForm, type LeadFieldRow } from './lead-form';

/** Name and email, company and industry, then an optional message. */
const DEMO_REQUEST_FIELDS: readonly LeadFieldRow<'demo'>[] = [
  [
    { name: 'fullName', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
  ],
  [
    { name: 'company', autoComplete: 'organization' },
    { name: 'industry', options: INDUSTRY_OPTIONS },
  ],
  [{ name: 'message', rows: 4, optional: true }],
];

/** The landing page's demo request form (SITE-SPEC sections 2, 4 and 5), loaded on its own when the visitor engages. */
export function DemoRequestForm() {
  return <LeadForm kind="demo" fields={DEMO_REQUEST_FIELDS} />;
}
