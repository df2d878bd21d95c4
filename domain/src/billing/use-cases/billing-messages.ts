/** Every user-facing message of the billing use cases and endpoints (SITE-SPEC section 8 where quoted). */
export const BILLING_MESSAGES = {
  created: 'Subscription created. Please approve it with PayPal.',
  activated: 'Your subscription has been successfully activated.',
  cancelled: 'Your subscription has been cancelled. You keep access until your license expires.',

  invalidPlan: 'Please choose a valid plan and billing type.',
  needsVerifiedEmail: 'Please verify your email before subscribing.',
  notFound: 'Subscription not found.',
  notApproved: 'This subscription has not been approved with PayPal yet.',
  planMismatch: 'This subscription does not match the plan you chose. Please contact support.',
  nothingToCancel: 'No active subscription found to cancel.',
  webhookInvalid: 'The webhook signature could not be verified.',
  planUnavailable: 'This plan cannot be bought right now',
  payerAccountUnusable: 'Your PayPal account cannot be used for this payment',
  providerStatusInvalid: 'PayPal cannot make this change to the subscription in its current state.',
  providerUnreachable: 'The payment provider could not be reached. Please try again later.',
  providerRejected: 'PayPal declined this request. Please try again later or contact support.',
  subscriptionExists: 'You already have a subscription. Change its plan from the Subscription tab of your dashboard instead of buying a second one.',
  nothingDue: 'There is no overdue payment on this subscription.',
  cannotReactivate: 'PayPal cannot re-activate this subscription until its overdue payment is collected.',
  paidNow: 'Thank you: your payment was received and your license runs on.',
  paymentProcessing: 'PayPal is processing your payment. Your license stays active meanwhile.',
  resumed: 'Your subscription is resumed. Your license key keeps working, and nothing is charged before the end of the period you paid for.',
  notResumable:
    'This subscription can no longer be resumed: only a cancelled subscription whose access has not ended can. Choose a plan on the pricing page to subscribe again.',
  paymentDeclined:
    'PayPal could not take your first payment, so your subscription was not started and nothing was charged. Please try again, with another card or payment method if needed.',
} as const;
