import { ACCOUNT_ERROR_CODES } from '../../accounts/use-cases/account-errors';
import { DomainError, type FieldError } from '../../shared/domain-error';
import { BILLING_MESSAGES } from './billing-messages';

/** The codes of every error the billing use cases throw. */
export const BILLING_ERROR_CODES = {
  invalidPlan: 'BILLING.INVALID_PLAN',
  emailNotVerified: ACCOUNT_ERROR_CODES.emailNotVerified,
  notFound: 'BILLING.SUBSCRIPTION_NOT_FOUND',
  notApproved: 'BILLING.NOT_APPROVED',
  planMismatch: 'BILLING.PLAN_MISMATCH',
  nothingToCancel: 'BILLING.NOTHING_TO_CANCEL',
  webhookInvalid: 'BILLING.WEBHOOK_INVALID',
  planUnavailable: 'BILLING.PLAN_UNAVAILABLE',
  payerAccountUnusable: 'BILLING.PAYER_ACCOUNT_UNUSABLE',
  providerStatusInvalid: 'BILLING.PROVIDER_STATUS_INVALID',
  providerRejected: 'BILLING.PROVIDER_REJECTED',
  providerRateLimited: 'BILLING.PROVIDER_RATE_LIMITED',
  subscriptionExists: 'BILLING.SUBSCRIPTION_EXISTS',
  notChangeable: 'BILLING.NOT_CHANGEABLE',
  orderNotApproved: 'BILLING.ORDER_NOT_APPROVED',
  orderDeclined: 'BILLING.ORDER_DECLINED',
  orderAlreadyCaptured: 'BILLING.ORDER_ALREADY_CAPTURED',
  noChangePending: 'BILLING.NO_CHANGE_PENDING',
  changeInProgress: 'BILLING.CHANGE_IN_PROGRESS',
  samePlan: 'BILLING.SAME_PLAN',
  nothingDue: 'BILLING.NOTHING_DUE',
  cannotReactivate: 'BILLING.CANNOT_REACTIVATE',
  paymentDeclined: 'BILLING.PAYMENT_DECLINED',
  notResumable: 'BILLING.NOT_RESUMABLE',
  chooseDevices: 'BILLING.CHOOSE_DEVICES',
  changeScheduled: 'BILLING.CHANGE_SCHEDULED',
  noChangeScheduled: 'BILLING.NO_CHANGE_SCHEDULED',
  profileInvalid: 'BILLING.PROFILE_INVALID',
  documentNotFound: 'BILLING.DOCUMENT_NOT_FOUND',
} as const;

export function invalidPlanError(): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.invalidPlan, BILLING_MESSAGES.invalidPlan);
}

export function subscribeNeedsVerifiedEmailError(): DomainError {
  return new DomainError('forbidden', BILLING_ERROR_CODES.emailNotVerified, BILLING_MESSAGES.needsVerifiedEmail);
}

/** Also for another user's subscription: its existence is not revealed. */
export function subscriptionNotFoundError(): DomainError {
  return new DomainError('not_found', BILLING_ERROR_CODES.notFound, BILLING_MESSAGES.notFound);
}

/** Also for another user's document: its existence is not revealed. */
export function documentNotFoundError(): DomainError {
  return new DomainError('not_found', BILLING_ERROR_CODES.documentNotFound, BILLING_MESSAGES.documentNotFound);
}

export function subscriptionNotApprovedError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.notApproved, BILLING_MESSAGES.notApproved);
}

export function subscriptionPlanMismatchError(): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.planMismatch, BILLING_MESSAGES.planMismatch);
}

export function nothingToCancelError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.nothingToCancel, BILLING_MESSAGES.nothingToCancel);
}

export function webhookInvalidError(): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.webhookInvalid, BILLING_MESSAGES.webhookInvalid);
}

/** PayPal refuses the plan (PLAN_STATUS_INVALID: deactivated, or unknown there). */
export function planUnavailableError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.planUnavailable, BILLING_MESSAGES.planUnavailable);
}

/** PayPal refuses the buyer's or the merchant's account (closed, locked, restricted). */
export function payerAccountUnusableError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.payerAccountUnusable, BILLING_MESSAGES.payerAccountUnusable);
}

/** PayPal refuses the change in the subscription's state (SUBSCRIPTION_STATUS_INVALID: cancel outside ACTIVE/SUSPENDED). */
export function providerStatusInvalidError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.providerStatusInvalid, BILLING_MESSAGES.providerStatusInvalid);
}

/** Any other refusal by PayPal (a 4xx without a known issue): our request was wrong, retrying will not help. */
export function providerRejectedError(): DomainError {
  return new DomainError('provider_failed', BILLING_ERROR_CODES.providerRejected, BILLING_MESSAGES.providerRejected);
}

/** The account already has a live subscription: a second checkout would bill twice (change its plan instead). */
export function subscriptionExistsError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.subscriptionExists, BILLING_MESSAGES.subscriptionExists);
}

/** A plan change asked of a subscription that is not active and paid up (pending, cancelled, overdue…). */
export function notChangeableError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.notChangeable, BILLING_MESSAGES.notChangeable);
}

/** The buyer has not approved the one-time payment at PayPal (yet). */
export function orderNotApprovedError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.orderNotApproved, BILLING_MESSAGES.orderNotApproved);
}

/** PayPal could not take the one-time payment (INSTRUMENT_DECLINED and the like). */
export function orderDeclinedError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.orderDeclined, BILLING_MESSAGES.orderDeclined);
}

/** PayPal took the order's payment already (a capture whose answer was lost, retried past PayPal's request-id window). */
export function orderAlreadyCapturedError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.orderAlreadyCaptured, BILLING_MESSAGES.orderAlreadyCaptured);
}

/** A plan change confirmed, or undone, that is not waiting (none started, or another payment named). */
export function noChangePendingError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.noChangePending, BILLING_MESSAGES.noChangePending);
}

/** A plan change already paid for waits for the buyer's consent at PayPal: it is finished, not started again. */
export function changeInProgressError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.changeInProgress, BILLING_MESSAGES.changeInProgress);
}

/**
 * A downgrade to fewer seats than devices in use without a valid choice of the devices that
 * stay: one to `seats` of the licence's own devices, each once.
 */
export function chooseDevicesError(seats: number): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.chooseDevices, BILLING_MESSAGES.chooseDevices(seats));
}

/** A downgrade is scheduled: it is undone first, then another change can be made. */
export function changeScheduledError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.changeScheduled, BILLING_MESSAGES.changeAlreadyScheduled);
}

/** Undo with no downgrade scheduled. */
export function noChangeScheduledError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.noChangeScheduled, BILLING_MESSAGES.noChangeScheduled);
}

/** The plan and billing period asked for are the subscription's own. */
export function samePlanError(): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.samePlan, BILLING_MESSAGES.samePlan);
}

/** "Pay now" with nothing outstanding (PayPal's ZERO_OUTSTANDING_BALANCE, or no failed payment on record). */
export function nothingDueError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.nothingDue, BILLING_MESSAGES.nothingDue);
}

/** PayPal will not re-activate a subscription whose failed payments stand unpaid (SUBSCRIPTION_CANNOT_BE_ACTIVATED). */
export function cannotReactivateError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.cannotReactivate, BILLING_MESSAGES.cannotReactivate);
}

/** PayPal kept answering 429 through the adapter's retries: callers that loop (reconciliation) stop until later. */
export function providerRateLimitedError(): DomainError {
  return new DomainError('provider_failed', BILLING_ERROR_CODES.providerRateLimited, BILLING_MESSAGES.providerUnreachable);
}

/** PayPal could not take the first payment of an approved checkout: nothing was charged, the buyer tries again. */
export function paymentDeclinedError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.paymentDeclined, BILLING_MESSAGES.paymentDeclined);
}

/** Resume of a subscription that is not cancelled, or whose licence no longer gives access (expired, refunded, ended unpaid). */
export function notResumableError(): DomainError {
  return new DomainError('conflict', BILLING_ERROR_CODES.notResumable, BILLING_MESSAGES.notResumable);
}

/** A billing profile that breaks a rule of billingProfileErrors: every failing field is listed, the message is the first one's. */
export function billingProfileInvalidError(errors: FieldError[]): DomainError {
  return new DomainError('invalid', BILLING_ERROR_CODES.profileInvalid, errors[0]?.message ?? BILLING_MESSAGES.profileInvalid, { errors });
}
