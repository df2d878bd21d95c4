import { parseProviderPlanIds } from '@pointforge/domain';
import { HCAPTCHA_TEST_KEYS, parseSigningJwk, parseLicenseSigningKeys, parseTwoFactorEncryptionKeys, type LicenseSigningKey } from '@pointforge/infra';
import type { NodeEnv } from './app-config';
import { ConfigError } from './config-error';
import type { EnvironmentVariables } from './environment-variables';
import type { ProcessRole } from './load-config';

/** The keys the checks below parse, handed on to the configuration. */
export interface CheckedSettings {
  licenseSigning: LicenseSigningKey[] | undefined;
  licenseRoot: LicenseSigningKey | undefined;
  releaseSigning: LicenseSigningKey | undefined;
}

/**
 * The rules across variables (production refusals, variables that go together). Throws a
 * ConfigError naming every refusal in one line; otherwise returns the keys it parsed.
 */
export function checkedSettings(raw: EnvironmentVariables, nodeEnv: NodeEnv, role: ProcessRole): CheckedSettings {
  const refusals: string[] = [];
  if (nodeEnv === 'production' && raw.SESSION_SECRET === undefined) {
    refusals.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  if (nodeEnv === 'production' && raw.SMTP_URL === undefined) {
    refusals.push('SMTP_URL is required when NODE_ENV=production; the file outbox is for development only');
  }
  // Every API replica must key the ledger alike, and a secret made per machine would not be.
  if (nodeEnv === 'production' && role === 'api' && raw.TRIAL_LEDGER_SECRET === undefined) {
    refusals.push('TRIAL_LEDGER_SECRET is required when NODE_ENV=production (at least 32 random characters, the same on every API replica)');
  }
  refusals.push(...twoFactorEncryptionRefusals(raw, nodeEnv));
  if (raw.ENABLE_TEST_ROUTES === 'true' && nodeEnv !== 'test') {
    refusals.push('ENABLE_TEST_ROUTES is only allowed when NODE_ENV=test');
  }
  const licenseSigning = licenseSigningKeys(raw, nodeEnv, role);
  if (typeof licenseSigning === 'string') refusals.push(licenseSigning);
  const signingKeys = typeof licenseSigning === 'object' ? licenseSigning : [];
  const licenseRoot = signingJwk(raw, nodeEnv, role, {
    name: 'LICENSE_ROOT_KEY',
    signs: 'signs the published key set',
    otherKeys: signingKeys,
    othersNamed: 'one of LICENSE_SIGNING_KEYS',
  });
  if (typeof licenseRoot === 'string') refusals.push(licenseRoot);
  const releaseSigning = signingJwk(raw, nodeEnv, role, {
    name: 'RELEASE_SIGNING_KEY',
    signs: 'signs release artifacts',
    otherKeys: [...signingKeys, ...(typeof licenseRoot === 'object' ? [licenseRoot] : [])],
    othersNamed: 'one of LICENSE_SIGNING_KEYS or LICENSE_ROOT_KEY',
  });
  if (typeof releaseSigning === 'string') refusals.push(releaseSigning);
  refusals.push(...captchaAndStorageRefusals(raw, nodeEnv, role));
  refusals.push(...paypalRefusals(raw, nodeEnv));
  // A vendor's tax invoice names the supplier and its address (VAT Act s20(4)(a)), so a VAT number never comes alone.
  if (raw.SELLER_VAT_NUMBER !== undefined && (raw.SELLER_LEGAL_NAME === undefined || raw.SELLER_ADDRESS === undefined)) {
    refusals.push('SELLER_VAT_NUMBER needs SELLER_LEGAL_NAME and SELLER_ADDRESS: a tax invoice names the supplier and its address');
  }
  // A tax invoice in dollars shows its VAT in rand at a real rate, never the development default.
  if (nodeEnv === 'production' && raw.SELLER_VAT_NUMBER !== undefined && raw.USD_ZAR_EXCHANGE_RATE === undefined) {
    refusals.push('USD_ZAR_EXCHANGE_RATE is required when NODE_ENV=production and SELLER_VAT_NUMBER is set: tax invoices show their VAT in rand');
  }
  if (role === 'worker' && raw.REDIS_URL === undefined) {
    refusals.push('REDIS_URL is required to run the worker; without it the API process runs jobs itself and no worker is needed');
  }
  if (refusals.length > 0) {
    throw new ConfigError(`Invalid configuration: ${refusals.join('; ')}.`);
  }

  return {
    licenseSigning: typeof licenseSigning === 'string' ? undefined : licenseSigning,
    licenseRoot: typeof licenseRoot === 'string' ? undefined : licenseRoot,
    releaseSigning: typeof releaseSigning === 'string' ? undefined : releaseSigning,
  };
}

/**
 * The licence-file signing keys of LICENSE_SIGNING_KEYS, or the refusal to print. Every API
 * replica must sign with, and publish, the same keys, so production requires them; elsewhere
 * their absence selects this install's generated key under var/. The worker signs nothing.
 */
function licenseSigningKeys(raw: EnvironmentVariables, nodeEnv: NodeEnv, role: ProcessRole): LicenseSigningKey[] | undefined | string {
  if (raw.LICENSE_SIGNING_KEYS === undefined) {
    return nodeEnv === 'production' && role === 'api'
      ? 'LICENSE_SIGNING_KEYS is required when NODE_ENV=production (a private JWK Set of Ed25519 keys, the first signs; make license-keygen prints a key)'
      : undefined;
  }
  try {
    return parseLicenseSigningKeys(raw.LICENSE_SIGNING_KEYS);
  } catch (error) {
    return `LICENSE_SIGNING_KEYS is invalid: ${(error as Error).message}`;
  }
}

/** A variable holding one private Ed25519 JWK of its own (SigningJwk). */
interface SigningJwkVariable {
  name: 'LICENSE_ROOT_KEY' | 'RELEASE_SIGNING_KEY';
  /** What it signs, as the refusal of its absence says. */
  signs: string;
  /** The keys it must not be, and how the refusal names them. */
  otherKeys: readonly LicenseSigningKey[];
  othersNamed: string;
}

/**
 * The key of LICENSE_ROOT_KEY or RELEASE_SIGNING_KEY, or the refusal to print. The root key
 * signs the published key set and the release key signs release artifacts; apps ship the
 * public half of both, so every API replica needs the same one: production requires it.
 * Neither may be another of the install's keys, or one leak would give away both.
 */
function signingJwk(raw: EnvironmentVariables, nodeEnv: NodeEnv, role: ProcessRole, variable: SigningJwkVariable): LicenseSigningKey | undefined | string {
  const json = raw[variable.name];
  if (json === undefined) {
    return nodeEnv === 'production' && role === 'api'
      ? `${variable.name} is required when NODE_ENV=production (a private Ed25519 JWK that ${variable.signs}; make license-keygen prints one)`
      : undefined;
  }
  let key: LicenseSigningKey;
  try {
    key = parseSigningJwk(json);
  } catch (error) {
    return `${variable.name} is invalid: ${(error as Error).message}`;
  }
  if (variable.otherKeys.some((other) => other.publicJwk.x === key.publicJwk.x)) {
    return `${variable.name} must not be ${variable.othersNamed} (make license-keygen prints a separate key)`;
  }
  return key;
}

/**
 * TOTP secrets are encrypted at rest under TWO_FACTOR_ENCRYPTION_KEYS. Every process that
 * reads the database (api, worker) and the migration must hold the same keys, so production
 * requires them; elsewhere their absence selects this install's generated key under var/.
 */
function twoFactorEncryptionRefusals(raw: EnvironmentVariables, nodeEnv: NodeEnv): string[] {
  if (raw.TWO_FACTOR_ENCRYPTION_KEYS === undefined) {
    return nodeEnv === 'production'
      ? [
          'TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production (<id>:<64 hex characters>, e.g. k1:$(openssl rand -hex 32); the first encrypts TOTP secrets)',
        ]
      : [];
  }
  try {
    parseTwoFactorEncryptionKeys(raw.TWO_FACTOR_ENCRYPTION_KEYS);
    return [];
  } catch (error) {
    return [`TWO_FACTOR_ENCRYPTION_KEYS is invalid: ${(error as Error).message}`];
  }
}

const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_PLAN_IDS'] as const;

/**
 * PayPal goes all or nothing: the four variables together select the REST API; none of
 * them selects the simulator, which production refuses (worker included: it reconciles).
 */
function paypalRefusals(raw: EnvironmentVariables, nodeEnv: NodeEnv): string[] {
  const present = PAYPAL_VARIABLES.filter((name) => raw[name] !== undefined);
  if (present.length === 0) {
    return nodeEnv === 'production'
      ? [
          'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and PAYPAL_PLAN_IDS are required when NODE_ENV=production; the PayPal simulator is for development only',
        ]
      : [];
  }
  const refusals: string[] = [];
  if (present.length < PAYPAL_VARIABLES.length) {
    const missing = PAYPAL_VARIABLES.filter((name) => raw[name] === undefined);
    refusals.push(`${missing.join(', ')} must be set together with ${present.join(', ')} (all four select PayPal, none the simulator)`);
  }
  if (raw.PAYPAL_PLAN_IDS !== undefined && parseProviderPlanIds(raw.PAYPAL_PLAN_IDS) === null) {
    refusals.push(
      'PAYPAL_PLAN_IDS must be JSON naming a PayPal plan id for each plan and billing type: {"standard":{"monthly":"P-…","annual":"P-…"},"professional":{…},"enterprise":{…}}',
    );
  }
  return refusals;
}

/**
 * Pairs that only work together, and production's refusals of the captcha test mode and
 * of unsigned-by-default download links. The worker neither checks captchas nor hands out
 * downloads, so only the API is held to the production rules.
 */
function captchaAndStorageRefusals(raw: EnvironmentVariables, nodeEnv: NodeEnv, role: ProcessRole): string[] {
  const refusals: string[] = [];
  if ((raw.HCAPTCHA_SECRET === undefined) !== (raw.HCAPTCHA_SITEKEY === undefined)) {
    refusals.push('HCAPTCHA_SECRET and HCAPTCHA_SITEKEY go together: set both for hCaptcha, or neither for the test mode');
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    refusals.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the instance role');
  }
  const s3Extras = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => raw[name] !== undefined);
  if (raw.S3_BUCKET === undefined && s3Extras.length > 0) {
    refusals.push(`S3_BUCKET is required when ${s3Extras.join(', ')} is set`);
  }
  if (nodeEnv !== 'production' || role !== 'api') return refusals;
  if (raw.HCAPTCHA_SECRET === undefined) {
    refusals.push('HCAPTCHA_SECRET and HCAPTCHA_SITEKEY are required when NODE_ENV=production; the captcha test mode is for development only');
  } else if (raw.HCAPTCHA_SECRET === HCAPTCHA_TEST_KEYS.secret || raw.HCAPTCHA_SITEKEY === HCAPTCHA_TEST_KEYS.siteKey) {
    refusals.push("HCAPTCHA_SECRET and HCAPTCHA_SITEKEY must not be hCaptcha's published test keys when NODE_ENV=production");
  }
  if (raw.S3_BUCKET === undefined && raw.DOWNLOAD_SIGNING_SECRET === undefined) {
    refusals.push(
      'DOWNLOAD_SIGNING_SECRET is required when NODE_ENV=production and downloads are served from DOWNLOADS_DIR (at least 32 random characters; or set S3_BUCKET)',
    );
  }
  return refusals;
}
