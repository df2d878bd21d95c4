import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { resolve } from 'node:path';
import {
  BRAND,
  DAY_MS,
  DEFAULT_GRACE_PERIOD_MS,
  DEFAULT_INSTALLER_OBJECT_KEY,
  MAX_LICENSE_FILE_LIFETIME_MS,
  parseProviderPlanIds,
} from '@pointforge/domain';
import {
  DEFAULT_REDIS_PREFIX,
  HCAPTCHA_SITEVERIFY_URL,
  HCAPTCHA_TEST_KEYS,
  PAYPAL_LIVE_API_BASE_URL,
  PAYPAL_SANDBOX_API_BASE_URL,
  parseLicenseRootKey,
  parseLicenseSigningKeys,
  parseTwoFactorEncryptionKeys,
  type LicenseSigningKey,
} from '@pointforge/infra';
import { AppConfig, LogLevel, NodeEnv, PaypalConfig, TrustProxy } from './app-config';
import { ConfigError } from './config-error';
import { EnvironmentVariables, splitList } from './environment-variables';

/** api/{src,dist}/common/config → the repository root, where the defaults under var/ and web/ live. */
export const REPO_ROOT = resolve(__dirname, '../../../..');

export type ProcessRole = 'api' | 'worker';

const senderDomain = BRAND.supportEmail.split('@')[1];
export const DEFAULT_MAIL_FROM = `"${BRAND.productName}" <no-reply@${senderDomain}>`;

/**
 * Reads and checks the environment. Throws a ConfigError whose message is one line naming
 * every offending variable; the entry points print it and exit with code 1.
 */
export function loadConfig(env: NodeJS.ProcessEnv, role: ProcessRole = 'api'): AppConfig {
  const raw = plainToInstance(EnvironmentVariables, presentValues(env));
  const problems = validateSync(raw, { forbidUnknownValues: true }).map(
    (error) => Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`,
  );
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }

  const nodeEnv = (raw.NODE_ENV ?? 'development') as NodeEnv;
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
  const licenseRoot = licenseRootKey(raw, nodeEnv, role, typeof licenseSigning === 'string' ? undefined : licenseSigning);
  if (typeof licenseRoot === 'string') refusals.push(licenseRoot);
  refusals.push(...captchaAndStorageRefusals(raw, nodeEnv, role));
  refusals.push(...paypalRefusals(raw, nodeEnv));
  if (role === 'worker' && raw.REDIS_URL === undefined) {
    refusals.push(
      'REDIS_URL is required to run the worker; without it the API process runs jobs itself and no worker is needed',
    );
  }
  if (refusals.length > 0) {
    throw new ConfigError(`Invalid configuration: ${refusals.join('; ')}.`);
  }

  const port = Number(raw.PORT ?? 3000);
  const siteOrigin = stripTrailingSlash(raw.SITE_ORIGIN ?? `http://localhost:${port}`);
  const webOrigins = splitList(raw.WEB_ORIGIN ?? '').map(stripTrailingSlash);
  // Without a configured origin the site runs locally, where people open it as
  // localhost or 127.0.0.1 alike; both must be able to submit forms.
  const localOrigins = raw.SITE_ORIGIN === undefined ? [`http://127.0.0.1:${port}`] : [];
  return AppConfig.of({
    nodeEnv,
    port,
    host: raw.HOST ?? '0.0.0.0',
    siteOrigin,
    webOrigins,
    allowedOrigins: [...new Set([siteOrigin, ...localOrigins, ...webOrigins])],
    databaseUrl: raw.DATABASE_URL,
    sqlitePath: pathFrom(raw.SQLITE_PATH, 'var/app.db'),
    redisUrl: raw.REDIS_URL,
    redisPrefix: raw.REDIS_PREFIX ?? DEFAULT_REDIS_PREFIX,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    mailOutboxDir: pathFrom(raw.MAIL_OUTBOX_DIR, 'var/mail'),
    sessionSecret: raw.SESSION_SECRET,
    logLevel: (raw.LOG_LEVEL ?? 'info') as LogLevel,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY ?? 'false'),
    webDistDir: raw.SERVE_WEB === 'false' ? undefined : pathFrom(raw.WEB_DIST_DIR, 'web/dist'),
    workerHealthPort: Number(raw.WORKER_HEALTH_PORT ?? 3001),
    jobLockMs: Number(raw.JOB_LOCK_SECONDS ?? 30) * 1000,
    metricsPort: raw.METRICS_PORT === undefined ? undefined : Number(raw.METRICS_PORT),
    metricsHost: raw.METRICS_HOST ?? '127.0.0.1',
    metricsToken: raw.METRICS_TOKEN,
    billingGracePeriodMs: raw.BILLING_GRACE_PERIOD_DAYS === undefined ? DEFAULT_GRACE_PERIOD_MS : Number(raw.BILLING_GRACE_PERIOD_DAYS) * DAY_MS,
    migrateOnStart: raw.MIGRATE_ON_START === 'true',
    enableTestRoutes: raw.ENABLE_TEST_ROUTES === 'true',
    hcaptchaSecret: raw.HCAPTCHA_SECRET,
    hcaptchaSiteKey: raw.HCAPTCHA_SITEKEY,
    hcaptchaVerifyUrl: raw.HCAPTCHA_VERIFY_URL ?? HCAPTCHA_SITEVERIFY_URL,
    s3:
      raw.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: raw.S3_BUCKET,
            region: raw.S3_REGION ?? 'us-east-1',
            endpoint: raw.S3_ENDPOINT,
            accessKeyId: raw.S3_ACCESS_KEY_ID,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          },
    downloadsDir: pathFrom(raw.DOWNLOADS_DIR, 'var/downloads'),
    downloadSigningSecret: raw.DOWNLOAD_SIGNING_SECRET,
    downloadSigningSecretFile: resolve(REPO_ROOT, 'var/download-signing-secret'),
    installerObjectKey: raw.INSTALLER_OBJECT_KEY ?? DEFAULT_INSTALLER_OBJECT_KEY,
    trialLedgerSecret: raw.TRIAL_LEDGER_SECRET,
    trialLedgerSecretFile: resolve(REPO_ROOT, 'var/trial-ledger-secret'),
    twoFactorEncryptionKeys: raw.TWO_FACTOR_ENCRYPTION_KEYS,
    twoFactorEncryptionKeysFile: resolve(REPO_ROOT, 'var/two-factor-encryption-keys'),
    licenseSigningKeys: typeof licenseSigning === 'string' ? undefined : licenseSigning,
    licenseSigningKeysFile: resolve(REPO_ROOT, 'var/license-signing-keys.json'),
    licenseRootKey: typeof licenseRoot === 'string' ? undefined : licenseRoot,
    licenseRootKeyFile: resolve(REPO_ROOT, 'var/license-root-key.json'),
    licenseFileLifetimeMs:
      raw.LICENSE_FILE_LIFETIME_DAYS === undefined ? MAX_LICENSE_FILE_LIFETIME_MS : Number(raw.LICENSE_FILE_LIFETIME_DAYS) * DAY_MS,
    paypal: paypalConfig(raw, nodeEnv),
  });
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

/**
 * The root key of LICENSE_ROOT_KEY, or the refusal to print. It signs the published key set
 * and apps ship its public half, so every API replica needs the same one: production requires
 * it. It must not be a signing key, or one leak would give away both.
 */
function licenseRootKey(
  raw: EnvironmentVariables,
  nodeEnv: NodeEnv,
  role: ProcessRole,
  signingKeys: LicenseSigningKey[] | undefined,
): LicenseSigningKey | undefined | string {
  if (raw.LICENSE_ROOT_KEY === undefined) {
    return nodeEnv === 'production' && role === 'api'
      ? 'LICENSE_ROOT_KEY is required when NODE_ENV=production (a private Ed25519 JWK that signs the published key set; make license-keygen prints one)'
      : undefined;
  }
  let rootKey: LicenseSigningKey;
  try {
    rootKey = parseLicenseRootKey(raw.LICENSE_ROOT_KEY);
  } catch (error) {
    return `LICENSE_ROOT_KEY is invalid: ${(error as Error).message}`;
  }
  if (signingKeys?.some((key) => key.publicJwk.x === rootKey.publicJwk.x)) {
    return 'LICENSE_ROOT_KEY must not be one of LICENSE_SIGNING_KEYS (make license-keygen prints a separate key)';
  }
  return rootKey;
}

/**
 * TOTP secrets are encrypted at rest under TWO_FACTOR_ENCRYPTION_KEYS. Every process that
 * reads the database (api, worker) and the migration must hold the same keys, so production
 * requires them; elsewhere their absence selects this install's generated key under var/.
 */
function twoFactorEncryptionRefusals(raw: EnvironmentVariables, nodeEnv: NodeEnv): string[] {
  if (raw.TWO_FACTOR_ENCRYPTION_KEYS === undefined) {
    return nodeEnv === 'production'
      ? ['TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production (<id>:<64 hex characters>, e.g. k1:$(openssl rand -hex 32); the first encrypts TOTP secrets)']
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
      ? ['PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and PAYPAL_PLAN_IDS are required when NODE_ENV=production; the PayPal simulator is for development only']
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

function paypalConfig(raw: EnvironmentVariables, nodeEnv: NodeEnv): PaypalConfig | undefined {
  const planIds = raw.PAYPAL_PLAN_IDS === undefined ? null : parseProviderPlanIds(raw.PAYPAL_PLAN_IDS);
  if (!raw.PAYPAL_CLIENT_ID || !raw.PAYPAL_CLIENT_SECRET || !raw.PAYPAL_WEBHOOK_ID || !planIds) return undefined;
  return {
    baseUrl: stripTrailingSlash(
      raw.PAYPAL_API_BASE_URL ?? (nodeEnv === 'production' ? PAYPAL_LIVE_API_BASE_URL : PAYPAL_SANDBOX_API_BASE_URL),
    ),
    clientId: raw.PAYPAL_CLIENT_ID,
    clientSecret: raw.PAYPAL_CLIENT_SECRET,
    webhookId: raw.PAYPAL_WEBHOOK_ID,
    planIds,
  };
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
  const s3Extras = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => raw[name] !== undefined,
  );
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

/** Unset and blank variables are the same thing (compose writes `VAR=` for an unset substitution). */
function presentValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/** A path given in the environment is relative to the working directory; a default, to the repository. */
function pathFrom(value: string | undefined, defaultFromRepoRoot: string): string {
  return value === undefined ? resolve(REPO_ROOT, defaultFromRepoRoot) : resolve(value);
}

function stripTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return splitList(value);
}
