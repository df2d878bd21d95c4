/**
 * The licence conditions the console counts and filters by, as SQL over a licence alias, so
 * the Overview's "Trials running" and the Customers tab's "In a trial" are one rule. They bind
 * `:now` (the instant) and `:on` (true).
 */

/** A licence the desktop app runs now (desktopLicenseStatus 'active'): switched on, not suspended, not expired. */
export const runningLicence = (alias: string) => `${alias}.expiry_date >= :now AND ${alias}.is_active = :on AND ${alias}.suspended_at IS NULL`;

/** A trial licence (isTrialLicense): issued without a subscription, on the trial plan. */
export const trialLicence = (alias: string) => `${alias}.subscription_id IS NULL AND (${alias}.plan IS NULL OR ${alias}.plan IN ('', 'trial'))`;
