/** Copy of the Subscription tab's "Billing history" card (issue #28): each payment, refund and reversal, with its document. */
export const billingHistoryCopy = {
  heading: 'Billing history',
  intro: 'Every payment and refund on your account, with its invoice or credit note as a PDF.',
  loading: 'Loading your billing history',
  loadFailure: 'Your billing history could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  /** What a refusal without a message reads as. */
  loadFallback: 'Failed to get billing history',
  empty: 'No payments yet.',
  emptyText: 'Each payment and refund will be listed here with its invoice or credit note to download.',
  caption: 'Payments and refunds, newest first',
  columns: { date: 'Date', what: 'What', amount: 'Amount', document: 'Document', download: 'Download' },
  /** What a row was for: "Standard plan, Monthly". */
  what: (planName: string, billingType: string) => `${planName} plan, ${billingType}`,
  /** A document between the payment's recording and its issue. */
  issuing: 'Being issued',
  download: 'Download',
  downloadLabel: (title: string, number: string) => `Download ${title} ${number} (PDF)`,
} as const;
