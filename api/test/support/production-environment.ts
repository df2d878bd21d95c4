import { generateLicenseSigningJwk } from '@pointforge/infra';

/**
 * The smallest environment production accepts besides SESSION_SECRET and SMTP_URL: real
 * captcha keys, a download signing secret, the trial ledger's secret, the TOTP secrets' key,
 * the licence signing key and root key, and PayPal's four
 * variables (no simulator).
 */
export const PRODUCTION_PLAN_IDS = JSON.stringify({
  standard: { monthly: 'P-SM', annual: 'P-SA' },
  professional: { monthly: 'P-PM', annual: 'P-PA' },
  enterprise: { monthly: 'P-EM', annual: 'P-EA' },
});

export const PRODUCTION_PAYPAL = {
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  PAYPAL_PLAN_IDS: PRODUCTION_PLAN_IDS,
};

export const PRODUCTION_LICENSE_SIGNING_KEYS = JSON.stringify({ keys: [generateLicenseSigningJwk()] });
export const PRODUCTION_LICENSE_ROOT_KEY = JSON.stringify(generateLicenseSigningJwk());

export const PRODUCTION_PROVIDERS = {
  HCAPTCHA_SECRET: '0x1111111111111111111111111111111111111111',
  HCAPTCHA_SITEKEY: 'aaaaaaaa-bbbb-cccc-dddd-000000000001',
  DOWNLOAD_SIGNING_SECRET: 'd'.repeat(32),
  TRIAL_LEDGER_SECRET: 't'.repeat(32),
  TWO_FACTOR_ENCRYPTION_KEYS: `prod:${'7'.repeat(64)}`,
  LICENSE_SIGNING_KEYS: PRODUCTION_LICENSE_SIGNING_KEYS,
  LICENSE_ROOT_KEY: PRODUCTION_LICENSE_ROOT_KEY,
  RELEASE_SIGNING_KEY: JSON.stringify(generateLicenseSigningJwk()),
  ...PRODUCTION_PAYPAL,
};
