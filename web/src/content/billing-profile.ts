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

/** The billing details step of the checkout, before PayPal: the saved details with Edit, or the form. */
export const checkoutBillingDetailsCopy = {
  heading: 'Billing Details',
  intro: 'Who your invoices are made out to. Your country decides the VAT on your order.',
  submit: { label: 'Save and Continue', busyLabel: 'Saving...' },
  edit: 'Edit',
  editLabel: 'Edit billing details',
  cancel: 'Cancel',
  /** A person may go on without details; a company may not. */
  skip: 'Skip',
  skipped: 'You are buying as a person without billing details. VAT is charged as for a buyer in South Africa.',
  add: 'Add Billing Details',
  vatNumber: (vatNumber: string) => `VAT number ${vatNumber}`,
  loading: 'Loading billing details',
  loadFailure: 'Your billing details could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
} as const;
