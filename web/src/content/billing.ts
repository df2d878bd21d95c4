import { BRAND, type BillingType, type PlanChangeKind, type SubscriptionStatus } from '@pointforge/domain';

/**
 * Copy of the checkout (/checkout/:plan), the payment success page (/success) and the
 * dashboard's Subscription tab. Strings quoted in SITE-SPEC.md (headings, messages and the
 * toasts of section 8) are requirements, kept to the letter.
 */

export const checkoutMeta = {
  title: 'Checkout',
  description: `Subscribe to a ${BRAND.productName} plan and pay securely with PayPal.`,
} as const;

export const checkoutCopy = {
  loading: 'Loading checkout',
  heading: (planName: string) => `Subscribe to ${planName}`,
  intro: 'Review your plan, choose how often you pay, then approve the subscription with PayPal.',
  mostPopular: 'Most Popular',
  billingToggleLabel: 'Billing period',
  annualLabel: 'Annual',
  monthlyLabel: 'Monthly',
  featuresLabel: (planName: string) => `${planName} plan features`,
  perMonth: '/month',
  perYear: '/year',
  /** Annual view, under the yearly total: "That's $99/month, billed annually". */
  annualEquivalent: (monthly: string) => `That's ${monthly}/month, billed annually`,
  billedMonthly: 'Billed monthly',
  savingPercent: (percent: number) => `Save ${percent}% with annual billing`,
  switchToAnnual: (percent: number) => `Switch to annual billing and save ${percent}%`,
  summaryHeading: 'Order summary',
  summaryPlan: 'Plan',
  summaryBilling: 'Billing',
  summaryDueToday: 'Due today',
  /** When VAT applies (the seller is a VAT vendor, the buyer in South Africa): the listed price, the VAT on top, then 'Due today' the total. */
  summaryPrice: 'Price',
  summaryVat: (ratePercent: number) => `VAT (${ratePercent} %)`,
  /** A registered seller's buyer abroad: no VAT, and why (section 11(2)(l) of the VAT Act). */
  zeroRated: 'Zero-rated: no South African VAT is charged on services supplied to a customer outside South Africa.',
  summaryRenews: 'Renews',
  billingTypeNames: { annual: 'Annual', monthly: 'Monthly' } satisfies Record<BillingType, string>,
  renewsEvery: { annual: 'Every year', monthly: 'Every month' } satisfies Record<BillingType, string>,
  subscribe: 'Subscribe with PayPal',
  redirecting: 'Redirecting to PayPal...',
  /** Under the disabled Subscribe button: what it waits for. */
  waitsForDetails: 'Save your billing details above to continue.',
  waitsForQuote: 'Working out the VAT for your order...',
  /** GET /api/billing/quote failed: the buyer must see the VAT before paying, so Subscribe stays disabled. */
  quoteFailure: 'The price with VAT could not be worked out. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  /** Back from PayPal's Cancel (the cancel URL carries checkout=cancelled). Words of issue 27. */
  cancelled: {
    title: 'Checkout cancelled, nothing was charged.',
    text: 'You left PayPal before approving the subscription. Subscribe again whenever you are ready.',
  },
  paypalNote: 'You will approve the subscription on PayPal, then come back here for your license key. You can cancel anytime from your dashboard.',
  failure: { title: 'Checkout Error', inline: 'Failed to initialize PayPal checkout. Please try again.' },
  /** What a refusal without a message reads as. */
  failureFallback: 'Failed to create subscription',
  failureLog: 'Starting the PayPal checkout failed',
  changeInstead: {
    title: 'You already have a subscription',
    text: (planName: string, billingType: BillingType) =>
      `You have the ${planName} plan, billed ${billingType === 'annual' ? 'annually' : 'monthly'}. Change its plan from your Subscription tab: what you already paid is credited, and your license key stays the same.`,
    action: 'Change Plan',
  },
  notFound: {
    title: 'Plan Not Found',
    message: 'The plan you are looking for does not exist. Please choose one of our plans.',
    action: 'View Plans',
  },
} as const;

export const successMeta = {
  title: 'Payment Confirmation',
  description: `Confirmation of your ${BRAND.productName} subscription.`,
} as const;

export const paymentSuccessCopy = {
  processingTitle: 'Processing Your Payment',
  processing: 'Please wait while we confirm your subscription. Do not close this page.',
  successTitle: 'Thank You For Your Purchase!',
  successMessage: 'Your subscription has been successfully activated.',
  keyLabel: 'Your license key',
  keyEmailed: 'We have also sent this license key to your email address.',
  noKey: 'Your license key is being generated and will be sent to your email address. You can also view all your licenses in your dashboard.',
  downloadKey: 'Download License File',
  /** The saved file: "PointForge.key". */
  keyFileName: `${BRAND.productName}.key`,
  goToDashboard: 'Go to Dashboard',
  returnHome: 'Return to Home',
  toast: { title: 'Subscription activated', description: 'Your subscription has been successfully activated.' },
  downloadToast: { title: 'License Key Downloaded', description: (fileName: string) => `Saved as ${fileName}.` },
  failureTitle: 'Payment Processing Issue',
  failureMessage: 'There was a problem processing your payment. Please contact support.',
  failureNote: "If you've already been charged, please check your dashboard for your license or contact support.",
  returnToPricing: 'Return to Pricing',
  /** A declined first payment: back to the same plan's checkout. */
  tryAgain: 'Try Again',
  /** What a refusal without a message reads as. */
  executeFallback: 'Failed to execute subscription',
  failureLog: 'Confirming the payment failed',
  /** A resumed subscription: approved at PayPal, the same licence key, nothing charged before the old paid-through date. */
  resumedTitle: 'Your Subscription Is Resumed',
  resumedMessage: (date: string | null) =>
    date
      ? `Nothing is charged until ${date}, the end of the period you have already paid for; your subscription then renews as before.`
      : 'Nothing is charged until the end of the period you have already paid for; your subscription then renews as before.',
  resumedKeyNote: 'Your license key keeps working: there is nothing to change on your computers.',
  resumedToast: { title: 'Subscription resumed', description: 'Your subscription is resumed on the same license key.' },
} as const;

export const subscriptionTabCopy = {
  heading: 'Your Subscription',
  loading: 'Loading your subscription',
  empty: 'You have no active subscription.',
  explanation: 'When you subscribe to a plan, its status, billing type and next billing date will appear here.',
  viewPlans: 'View Plans',
  loadFailure: 'Your subscription could not be loaded. Please try again.',
  retry: 'Try Again',
  retrying: 'Trying again...',
  /** What a refusal without a message reads as. */
  loadFallback: 'Failed to get subscription details',
  planLabel: 'Plan',
  statusLabel: 'Status',
  billingTypeLabel: 'Billing type',
  startLabel: 'Started',
  endLabel: 'Current period ends',
  nextBillingLabel: 'Next billing date',
  notScheduled: 'Not scheduled',
  planName: (name: string) => `${name} plan`,
  /** Names each listed subscription for assistive technology: "Standard plan, Monthly". */
  itemLabel: (planName: string, billingType: string) => `${planName}, ${billingType}`,
  /** Approved at PayPal, the first payment still being collected. */
  paymentPending: 'Payment pending',
  statuses: {
    pending: 'Pending approval',
    abandoned: 'Not completed',
    active: 'Active',
    suspended: 'Suspended',
    cancelled: 'Cancelled',
    expired: 'Expired',
  } satisfies Record<SubscriptionStatus, string>,
  billingTypes: { annual: 'Annual', monthly: 'Monthly' } satisfies Record<BillingType, string>,
  cancelledBanner: (date: string | null) =>
    date
      ? `Your subscription has been cancelled. You keep access until your license expires on ${date}.`
      : 'Your subscription has been cancelled. You keep access until your license expires.',
  cancel: 'Cancel Subscription',
  dialog: {
    title: 'Cancel your subscription?',
    description: 'You will not be billed again.',
    cancel: 'Keep Subscription',
    confirm: 'Yes, Cancel Subscription',
    busy: 'Cancelling...',
  },
  dialogText: (date: string | null) =>
    date
      ? `Your license stays valid until ${date} and is not renewed after that.`
      : 'Your license stays valid until its expiry date and is not renewed after that.',
  success: { title: 'Subscription cancelled' },
  nothingToCancel: { title: 'Error', description: 'No active subscription found to cancel.' },
  failure: {
    title: 'Cancellation Failed',
    description: 'There was an error cancelling your subscription. Please try again or contact support.',
  },
  /** What a refusal without a message reads as. */
  cancelFallback: 'Failed to cancel subscription',
  failureLog: 'Cancelling the subscription failed',
  /** On a cancelled subscription while its access lasts: a new one on the same plan and key, first charged when the paid period ends. */
  resume: 'Resume subscription',
  resuming: 'Opening PayPal...',
  resumeNote: (date: string | null) =>
    date
      ? `Changed your mind? Resume on the same license key; nothing is charged before ${date}.`
      : 'Changed your mind? Resume on the same license key; nothing is charged before your current period ends.',
  resumeFailure: { title: 'Resume Failed' },
  resumeFallback: 'Failed to resume subscription',
  resumeFailureLog: 'Resuming the subscription failed',
} as const;

/** The dashboard's banner while PayPal fails to collect a payment, and its "Pay now". */
export const paymentOverdueCopy = {
  title: (date: string) => `Payment overdue: access until ${date}`,
  text: (planName: string) =>
    `PayPal could not collect the payment for your ${planName} subscription. Pay it now, or update your payment method at PayPal so that PayPal can try again.`,
  payNow: 'Pay now',
  paying: 'Paying...',
  updatePaymentMethod: 'Update payment method at PayPal',
  paid: { title: 'Payment received' },
  processing: { title: 'Payment processing' },
  failure: { title: 'Payment failed' },
  /** What a refusal without a message reads as. */
  payFallback: 'The payment could not be taken. Please try again or update your payment method at PayPal.',
  failureLog: 'Paying the overdue balance failed',
} as const;

export const planChangeMeta = {
  title: 'Plan Change',
  description: `Completing a change of your ${BRAND.productName} plan with PayPal.`,
} as const;

/** Changing plan from the Subscription tab, and the page PayPal sends the buyer back to. */
const KEEP_PLAN = 'Keep My Plan';

export const planChangeCopy = {
  open: 'Change plan',
  inProgress: (planName: string, billing: string) => `Your change to the ${planName} plan, ${billing}, is paid for. Approve it at PayPal to finish it.`,
  finish: 'Finish at PayPal',
  dialog: { title: 'Change plan', description: 'Your license key stays the same.' },
  choiceLegends: { upgrade: 'Upgrade to', downgrade: 'Downgrade to' } satisfies Record<PlanChangeKind, string>,
  choice: (planName: string, billing: string, price: string) => `${planName}, ${billing}: ${price}`,
  /** Under the choices of an annual subscription: the one change the site does not make. */
  loadingPreview: 'Working out the price',
  dueNow: 'Due now',
  dueNowNote: 'for the rest of your current period, with what you already paid credited',
  /** Beside what is due now when it carries VAT: its two parts. */
  dueNowVat: (net: string, vat: string, ratePercent: number) => `(${net} plus ${vat} VAT at ${ratePercent} %)`,
  /** After the price billed from the next billing date, for a subscriber who pays VAT on every payment. */
  plusVat: (ratePercent: number) => `plus ${ratePercent} % VAT`,
  nothingDue: 'Nothing is due now.',
  then: (date: string) => `From ${date}`,
  perPeriod: { monthly: 'a month', annual: 'a year' } satisfies Record<BillingType, string>,
  seats: (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`,
  /** A downgrade's quote, over the plan and seats it moves to: the end of a paid period. */
  takesEffect: (date: string) => `Takes effect ${date}`,
  keepDevices: (limit: number, date: string) =>
    `${limit === 1 ? 'Choose the computer to keep.' : `Choose up to ${limit} computers to keep.`} The others are released on ${date}.`,
  deviceFacts: (platform: string, lastSeen: string) => `${platform}, last seen ${lastSeen}`,
  loadingDevices: 'Loading your computers',
  devicesUnavailable: 'Your computers could not be loaded. Please reload the page and try again.',
  /** The dialog's buttons: an upgrade goes on to PayPal, a downgrade is scheduled. */
  upgradeActions: { cancel: KEEP_PLAN, confirm: 'Continue to PayPal', busy: 'Redirecting to PayPal...' },
  downgradeActions: { cancel: KEEP_PLAN, confirm: 'Schedule change', busy: 'Scheduling...' },
  scheduled: { title: 'Plan change scheduled', description: (planName: string, date: string) => `Your plan changes to ${planName} on ${date}.` },
  /** The Subscription tab while a downgrade is scheduled, with its Undo. */
  scheduledNotice: (planName: string, date: string) => `Changes to ${planName} on ${date}`,
  scheduledPeriodNotice: (planName: string, billing: BillingType, date: string) =>
    `Changes to ${planName}, billed ${billing === 'annual' ? 'annually' : 'monthly'}, on ${date}`,
  awaitingConsent: 'Approve the change at PayPal to confirm it. Until then nothing changes.',
  undo: 'Undo',
  undoing: 'Undoing...',
  undone: { title: 'Scheduled change undone', description: (planName: string) => `You keep the ${planName} plan.` },
  undoFailure: { title: 'Undo failed' },
  undoFallback: 'The scheduled change could not be undone. Please try again.',
  undoFailureLog: 'Undoing the scheduled plan change failed',
  failure: { title: 'Plan change failed' },
  previewFallback: 'The price of this change could not be worked out. Please try again.',
  startFallback: 'The plan change could not be started. Please try again.',
  confirmFallback: 'The plan change could not be completed. Please try again.',
  failureLog: 'Changing the plan failed',
  returnTitle: 'Completing your plan change',
  returnWorking: 'Please wait while we confirm your plan change with PayPal. Do not close this page.',
  returnFailureTitle: 'Plan Change Not Completed',
  backToSubscription: 'Back to Your Subscription',
  done: { title: 'Plan changed' },
} as const;
