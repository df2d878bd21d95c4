import type { BillingProfile } from '@pointforge/domain';

/**
 * Copy of the billing details a customer's invoices are made out to (the Profile tab's
 * Billing Details card). The fields' error messages are the domain's (billingProfileErrors),
 * the same words the API answers with.
 */
export const billingDetailsCopy = {
  heading: 'Billing Details',
  intro: 'Who your invoices are made out to. A change applies to invoices issued after it; invoices already issued keep the details they show.',
  kind: {
    label: 'Invoice to',
    names: { company: 'A company', person: 'A person' } satisfies Record<BillingProfile['kind'], string>,
  },
  legalName: {
    label: { company: 'Registered company name', person: 'Full legal name' } satisfies Record<BillingProfile['kind'], string>,
  },
  addressLine1: { label: 'Address' },
  addressLine2: { label: 'Address line 2' },
  city: { label: 'City' },
  region: { label: 'Province or region' },
  postalCode: { label: 'Postal code' },
  country: { label: 'Country', placeholder: 'Choose a country' },
  vatNumber: { label: 'VAT number', hint: 'For a South African business: the 10 digits starting with 4 on your VAT registration.' },
  submit: { label: 'Save Billing Details', busyLabel: 'Saving...' },
  success: { title: 'Billing Details Saved', description: 'Your invoices from now on are made out to these details.' },
  failure: { title: 'Save Failed', description: 'Your billing details could not be saved.' },
  failureLog: 'Saving the billing details failed',
  loading: 'Loading billing details',
  loadFailure: 'Your billing details could not be loaded. Please reload the page.',
} as const;
