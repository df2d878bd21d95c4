/** What every email to the owner of a licence or subscription carries (licensing's OwnerMail fills it in). */
export interface OwnerMailData {
  firstName: string | null;
  planName: string;
  dashboardUrl: string;
}

/**
 * Every email the platform sends and the data its template needs. Values are plain JSON
 * (dates already formatted) because messages travel through the job queue.
 */
export interface MailTemplates {
  'verify-email': { firstName: string | null; verifyUrl: string };
  'account-exists': { firstName: string | null; loginUrl: string; resetUrl: string };
  'reset-password': { firstName: string | null; resetUrl: string };
  'password-changed': { firstName: string | null; resetUrl: string };
  'two-factor-enabled': { firstName: string | null; resetUrl: string };
  'two-factor-disabled': { firstName: string | null; resetUrl: string };
  /** Support removed two-factor sign-in for an owner who lost both the device and the codes; every session ended. */
  'two-factor-reset-by-support': { firstName: string | null; loginUrl: string; resetUrl: string };
  'trial-license': { firstName: string | null; licenseKey: string; expiryDate: string; dashboardUrl: string };
  'license-issued': OwnerMailData & { licenseKey: string; expiryDate: string };
  'subscription-cancelled': OwnerMailData & { accessUntil: string };
  /** A cancelled subscription was resumed on the same licence key; `nextChargeDate` (already formatted) is its first charge. */
  'subscription-resumed': OwnerMailData & { licenseKey: string; nextChargeDate: string };
  /** `paymentOutcome` is how the payment was taken back: "refunded" or "reversed". */
  'license-suspended': OwnerMailData & { licenseKey: string; paymentOutcome: 'refunded' | 'reversed' };
  /** Support extended the licence; `expiryDate` (already formatted) is the new one. */
  'license-extended': OwnerMailData & { licenseKey: string; expiryDate: string };
  /** Support suspended the licence from the operator console (not a payment taken back). */
  'license-suspended-by-support': OwnerMailData & { licenseKey: string };
  /** Support lifted its suspension; `expiryDate` already formatted. */
  'license-reinstated': OwnerMailData & { licenseKey: string; expiryDate: string };
  /** The licence key was replaced (by the owner or by support): the new key; the old one no longer activates. */
  'license-key-rotated': OwnerMailData & { licenseKey: string; expiryDate: string };
  /** A computer took a seat of the licence (a first activation, not a refresh); `activatedAt` already formatted, in UTC. */
  'new-device': OwnerMailData & {
    deviceName: string;
    platformName: string;
    appVersion: string | null;
    activatedAt: string;
    seatsUsed: number;
    seats: number;
  };
  /**
   * A payment of the subscription was refunded, in full or in part (`amount` of `paymentAmount`,
   * already formatted); `subscriptionEnded` when the refund cancelled the subscription and ended the licence.
   */
  'payment-refunded': OwnerMailData & { amount: string; paymentAmount: string; paymentDate: string | null; subscriptionEnded: boolean };
  /** A renewal PayPal could not collect; access lasts until `accessUntil` (the grace period's end). */
  'payment-failed': OwnerMailData & { accessUntil: string; updatePaymentUrl: string };
  /** The grace period ran out with the payment still failing: the subscription was ended at PayPal. */
  'subscription-ended-unpaid': OwnerMailData & { accessEnded: string };
  /**
   * An invoice or credit note was issued for a payment or refund; its PDF travels as the
   * attachment (`attachments` names it). `amount` is formatted with its currency, `issuedDate` too.
   */
  'billing-document': OwnerMailData & { title: 'Tax Invoice' | 'Invoice' | 'Credit Note'; number: string; amount: string; issuedDate: string };
  /** To the invitee: `inviterName` invites them to a seat; the link works until `expiryDate` (already formatted, UTC). */
  'license-invitation': { inviterName: string; planName: string; devicesPerSeat: number; acceptUrl: string; expiryDate: string };
  /** To the invitee: the owner took the invitation back; its link no longer works. */
  'license-invitation-revoked': { inviterName: string; planName: string };
  /** To the owner: a person accepted an invitation and holds a seat now. */
  'license-member-joined': OwnerMailData & { memberName: string; memberEmail: string; seatsTaken: number; seats: number };
  /** To the owner: a member left the licence; their devices were released. */
  'license-member-left': OwnerMailData & { memberName: string; memberEmail: string };
  /** To the member: the owner (or support, `bySupport`) removed them; their devices were released. */
  'license-member-removed': OwnerMailData & { ownerName: string; bySupport: boolean };
  'demo-request': { fullName: string; email: string; company: string; industry: string; message: string | null };
  'contact-message': { name: string; email: string; subject: string; message: string };
}

export type MailTemplateName = keyof MailTemplates;

export const MAIL_TEMPLATE_NAMES: readonly MailTemplateName[] = [
  'verify-email',
  'account-exists',
  'reset-password',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-reset-by-support',
  'trial-license',
  'license-issued',
  'subscription-cancelled',
  'subscription-resumed',
  'license-suspended',
  'license-extended',
  'license-suspended-by-support',
  'license-reinstated',
  'license-key-rotated',
  'new-device',
  'payment-failed',
  'subscription-ended-unpaid',
  'payment-refunded',
  'billing-document',
  'license-invitation',
  'license-invitation-revoked',
  'license-member-joined',
  'license-member-left',
  'license-member-removed',
  'demo-request',
  'contact-message',
];

/** A file the worker attaches when it sends the message: an issued document's PDF, rendered then (the job carries only its id). */
export interface MailAttachmentRef {
  billingDocumentId: string;
}

export type MailMessage = {
  [T in MailTemplateName]: { to: string; template: T; data: MailTemplates[T]; replyTo?: string; attachments?: readonly MailAttachmentRef[] };
}[MailTemplateName];
