import {
  CONTACT_SUBJECT_LABELS,
  INDUSTRY_LABELS,
  PLANS,
  SUBSCRIPTION_STATUSES,
  type BillingType,
  type CustomerStage,
  type DesktopLicenseStatus,
  type LeadStatus,
  type LedgerEntryKind,
  type LicensePlan,
  type MailDeliveryStatus,
  type MailTemplateName,
  type ReleaseChannel,
  type SubscriptionPaymentView,
  type SubscriptionStatus,
} from '@pointforge/domain';
import type { StatusTone } from '../components/ui/status-pill';
import { subscriptionTabCopy } from './billing';

/*
 * How every code the site stores or receives reads to people: one map per family, keyed by
 * the domain's union, so a new code is a type error until it has its words. Statuses carry
 * the tone of their pill too. Industries and contact subjects are the lead forms' own labels.
 */

/** A status in words, and the colour its pill repeats it in. */
export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

type StatusLabels<Code extends string> = Readonly<Record<Code, StatusLabel>>;

/** A licence as the desktop app sees it (the console's licence cards). */
export const LICENSE_STATUS_LABELS: StatusLabels<DesktopLicenseStatus> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

/** In the words the customer's Subscription tab uses. */
const SUBSCRIPTION_STATUS_TONES: Readonly<Record<SubscriptionStatus, StatusTone>> = {
  pending: 'info',
  abandoned: 'neutral',
  active: 'success',
  suspended: 'warning',
  cancelled: 'neutral',
  expired: 'neutral',
};

export const SUBSCRIPTION_STATUS_LABELS = Object.fromEntries(
  SUBSCRIPTION_STATUSES.map((status) => [status, { label: subscriptionTabCopy.statuses[status], tone: SUBSCRIPTION_STATUS_TONES[status] }]),
) as StatusLabels<SubscriptionStatus>;

/** A payment as PayPal lists it. */
export const PAYMENT_STATUS_LABELS: StatusLabels<SubscriptionPaymentView['status']> = {
  completed: { label: 'Paid', tone: 'success' },
  partially_refunded: { label: 'Partly refunded', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  reversed: { label: 'Reversed (chargeback)', tone: 'danger' },
  pending: { label: 'Pending', tone: 'info' },
  declined: { label: 'Declined', tone: 'danger' },
};

/**
 * PayPal's dispute statuses (the domain keeps PayPal's word as it comes): the codes PayPal
 * documents are the keys; any other reads as words (disputeStatusLabel).
 */
export const DISPUTE_STATUS_LABELS = {
  OPEN: { label: 'Open', tone: 'danger' },
  WAITING_FOR_BUYER_RESPONSE: { label: 'Waiting for the buyer', tone: 'warning' },
  WAITING_FOR_SELLER_RESPONSE: { label: 'Waiting for our response', tone: 'danger' },
  UNDER_REVIEW: { label: 'Under review by PayPal', tone: 'warning' },
  RESOLVED: { label: 'Resolved', tone: 'neutral' },
  OTHER: { label: 'Other', tone: 'neutral' },
} as const satisfies Readonly<Record<string, StatusLabel>>;
type DisputeStatus = keyof typeof DISPUTE_STATUS_LABELS;

/** How PayPal closed a dispute (`dispute_outcome.outcome_code`). */
export const DISPUTE_OUTCOME_LABELS = {
  RESOLVED_BUYER_FAVOUR: 'Decided for the buyer',
  RESOLVED_SELLER_FAVOUR: 'Decided for us',
  RESOLVED_WITH_PAYOUT: 'Resolved with a payout',
  CANCELED_BY_BUYER: 'Cancelled by the buyer',
  ACCEPTED: 'Claim accepted',
  DENIED: 'Claim denied',
  NONE: 'No outcome',
} as const satisfies Readonly<Record<string, string>>;
type DisputeOutcome = keyof typeof DISPUTE_OUTCOME_LABELS;

/** A code PayPal adds later reads as words ("NEW_CODE" → "New code") until it has its own. */
function fromCode(code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function disputeStatusLabel(status: string): StatusLabel {
  return DISPUTE_STATUS_LABELS[status as DisputeStatus] ?? { label: fromCode(status), tone: 'neutral' };
}

export function disputeOutcomeLabel(outcome: string): string {
  return DISPUTE_OUTCOME_LABELS[outcome as DisputeOutcome] ?? fromCode(outcome);
}

/** Why the buyer disputed (PayPal's `reason`). */
export const DISPUTE_REASON_LABELS = {
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: 'Not received',
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: 'Not as described',
  UNAUTHORISED: 'Unauthorised payment',
  CREDIT_NOT_PROCESSED: 'Refund not processed',
  DUPLICATE_TRANSACTION: 'Charged twice',
  INCORRECT_AMOUNT: 'Wrong amount',
  PAYMENT_BY_OTHER_MEANS: 'Paid another way',
  CANCELED_RECURRING_BILLING: 'Charged after cancelling',
  PROBLEM_WITH_REMITTANCE: 'Problem with the payment',
  OTHER: 'Other',
} as const satisfies Readonly<Record<string, string>>;
type DisputeReason = keyof typeof DISPUTE_REASON_LABELS;

export function disputeReasonLabel(reason: string): string {
  return DISPUTE_REASON_LABELS[reason as DisputeReason] ?? fromCode(reason);
}

export const LEAD_STATUS_LABELS: StatusLabels<LeadStatus> = {
  pending: { label: 'Pending', tone: 'info' },
  contacted: { label: 'Contacted', tone: 'warning' },
  qualified: { label: 'Qualified', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
  unread: { label: 'Unread', tone: 'info' },
  read: { label: 'Read', tone: 'warning' },
  replied: { label: 'Replied', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
};

export const MAIL_DELIVERY_STATUS_LABELS: StatusLabels<MailDeliveryStatus> = {
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** A money movement of the payments ledger (the customer's Billing history): paid, given back, or taken back by the bank. */
export const LEDGER_ENTRY_KIND_LABELS: StatusLabels<LedgerEntryKind> = {
  payment: { label: 'Payment', tone: 'success' },
  refund: { label: 'Refund', tone: 'info' },
  reversal: { label: 'Reversal', tone: 'warning' },
};

/** A release's update channel: stable for everyone, beta for those who opt in. */
export const RELEASE_CHANNEL_LABELS: StatusLabels<ReleaseChannel> = {
  stable: { label: 'Stable', tone: 'success' },
  beta: { label: 'Beta', tone: 'warning' },
};

/** Which email went out (the customer drawer's recent emails). */
export const MAIL_TEMPLATE_LABELS: Readonly<Record<MailTemplateName, string>> = {
  'verify-email': 'Verify email address',
  'account-exists': 'Account already exists',
  'reset-password': 'Reset password',
  'password-changed': 'Password changed',
  'two-factor-enabled': 'Two-factor sign-in on',
  'two-factor-disabled': 'Two-factor sign-in off',
  'two-factor-reset-by-support': 'Two-factor reset by support',
  'trial-license': 'Trial license',
  'license-issued': 'License issued',
  'subscription-cancelled': 'Subscription cancelled',
  'subscription-resumed': 'Subscription resumed',
  'license-suspended': 'License suspended',
  'license-extended': 'License extended',
  'license-suspended-by-support': 'License suspended by support',
  'license-reinstated': 'License reinstated',
  'license-key-rotated': 'License key rotated',
  'new-device': 'New device',
  'payment-failed': 'Payment failed',
  'subscription-ended-unpaid': 'Subscription ended unpaid',
  'payment-refunded': 'Payment refunded',
  'billing-document': 'Invoice or credit note',
  'license-invitation': 'Invitation to a license',
  'license-invitation-revoked': 'Invitation withdrawn',
  'license-member-joined': 'Member joined',
  'license-member-left': 'Member left',
  'license-member-removed': 'Removed from a license',
  'demo-request': 'Demo request (to sales)',
  'contact-message': 'Contact message (to support)',
};

/** A plan by its catalogue name (`enterprise` → "Enterprise"). */
export const PLAN_LABELS: Readonly<Record<LicensePlan, string>> = {
  trial: PLANS.trial.name,
  standard: PLANS.standard.name,
  professional: PLANS.professional.name,
  enterprise: PLANS.enterprise.name,
};

export const BILLING_TYPE_LABELS: Readonly<Record<BillingType, string>> = subscriptionTabCopy.billingTypes;

/** Where a customer is in buying (the console's customer filter). */
export const CUSTOMER_STAGE_LABELS: Readonly<Record<CustomerStage, string>> = { trial: 'In a trial', paying: 'Paying' };

export { CONTACT_SUBJECT_LABELS, INDUSTRY_LABELS };
