import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { resolve } from 'node:path';
import {
  BRAND,
  DAY_MS,
  DEVICE_CODE_INTERVAL_SECONDS,
  DEVICE_CODE_LIFETIME_SECONDS,
  DEFAULT_GRACE_PERIOD_MS,
  DEFAULT_INSTALLER_OBJECT_KEY,
  DEFAULT_RELEASE_MAX_BYTES,
  parseProviderPlanIds,
  retentionPolicy,
  AUDIT_RETENTION_DEFAULT_DAYS,
  MAIL_RETENTION_DEFAULT_DAYS,
  RETENTION_FOREVER,
  WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS,
  type RetentionPolicy,
  type SellerDetails,
} from '@pointforge/domain';
import {
  DEFAULT_REDIS_PREFIX,
  HCAPTCHA_SITEVERIFY_URL,
  OUTBOX_RETENTION_DEFAULT_DAYS,
  PAYPAL_LIVE_API_BASE_URL,
  PAYPAL_SANDBOX_API_BASE_URL,
} from '@pointforge/infra';
import { AppConfig, LogLevel, NodeEnv, PaypalConfig, TrustProxy } from './app-config';
import { ConfigError } from './config-error';
import { checkedSettings, type CheckedSettings } from './config-refusals';
import { splitList } from './environment-constraints';
import { EnvironmentVariables } from './environment-variables';

/** api/{src,dist}/common/config → the repository root, where the defaults under var/ and web/ live. */
export const REPO_ROOT = resolve(__dirname, '../../../..');

export type ProcessRole = 'api' | 'worker';

const senderDomain = BRAND.supportEmail.split('@')[1];
export const DEFAULT_MAIL_FROM = `"${BRAND.productName}" <no-reply@${senderDomain}>`;
/**
 * The rand rate of an install without USD_ZAR_EXCHANGE_RATE (development, the embedded run;
 * production with a seller VAT number refuses to start without one): a round figure near the
 * rate of late 2026, its source saying plainly that it is a default.
 */
const DEFAULT_USD_ZAR_EXCHANGE_RATE = '18.0000';
const DEFAULT_EXCHANGE_RATE_SOURCE = 'Default rate of this install (USD_ZAR_EXCHANGE_RATE not set)';

/**
 * Reads and checks the environment. Throws a ConfigError whose message is one line naming
 * every offending variable; the entry points print it and exit with code 1.
 */
export function loadConfig(env: NodeJS.ProcessEnv, role: ProcessRole = 'api'): AppConfig {
  const raw = plainToInstance(EnvironmentVariables, presentValues(env));
  const problems = validateSync(raw, { forbidUnknownValues: true }).map((error) => Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }

  const nodeEnv = (raw.NODE_ENV ?? 'development') as NodeEnv;
  return appConfigFrom(raw, nodeEnv, checkedSettings(raw, nodeEnv, role));
}

/** The configuration the checked variables and keys describe, with the defaults filled in. */
function appConfigFrom(raw: EnvironmentVariables, nodeEnv: NodeEnv, { licenseSigning, licenseRoot, releaseSigning }: CheckedSettings): AppConfig {
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
    retention: retentionFrom(raw),
    outboxRetentionDays: Number(raw.RETENTION_OUTBOX_DAYS ?? OUTBOX_RETENTION_DEFAULT_DAYS),
    webhookEventRetentionDays: Number(raw.RETENTION_WEBHOOK_EVENTS_DAYS ?? WEBHOOK_EVENT_RETENTION_DEFAULT_DAYS),
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
    licenseSigningKeys: licenseSigning,
    licenseSigningKeysFile: resolve(REPO_ROOT, 'var/license-signing-keys.json'),
    licenseRootKey: licenseRoot,
    licenseRootKeyFile: resolve(REPO_ROOT, 'var/license-root-key.json'),
    releaseSigningKey: releaseSigning,
    releaseSigningKeyFile: resolve(REPO_ROOT, 'var/release-signing-key.json'),
    releaseMaxBytes: raw.RELEASE_MAX_BYTES === undefined ? DEFAULT_RELEASE_MAX_BYTES : Number(raw.RELEASE_MAX_BYTES),
    licenseFileLifetimeCapMs: raw.LICENSE_FILE_LIFETIME_DAYS === undefined ? null : Number(raw.LICENSE_FILE_LIFETIME_DAYS) * DAY_MS,
    deviceCodeTiming: {
      lifetimeSeconds: Number(raw.DEVICE_CODE_LIFETIME_SECONDS ?? DEVICE_CODE_LIFETIME_SECONDS),
      intervalSeconds: Number(raw.DEVICE_CODE_INTERVAL_SECONDS ?? DEVICE_CODE_INTERVAL_SECONDS),
    },
    paypal: paypalConfig(raw, nodeEnv),
    seller: sellerFrom(raw),
    exchangeRate: {
      rate: raw.USD_ZAR_EXCHANGE_RATE ?? DEFAULT_USD_ZAR_EXCHANGE_RATE,
      source:
        raw.USD_ZAR_EXCHANGE_RATE_SOURCE ?? (raw.USD_ZAR_EXCHANGE_RATE === undefined ? DEFAULT_EXCHANGE_RATE_SOURCE : 'Configured (USD_ZAR_EXCHANGE_RATE)'),
    },
  });
}

/** SELLER_*: the seller's name (the brand's by default), its address lines (split at `|`) and VAT number. */
function sellerFrom(raw: EnvironmentVariables): SellerDetails {
  return {
    legalName: raw.SELLER_LEGAL_NAME ?? BRAND.productName,
    address: (raw.SELLER_ADDRESS ?? '')
      .split('|')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    vatNumber: raw.SELLER_VAT_NUMBER ?? null,
  };
}

/** RETENTION_MAIL_DAYS and AUDIT_RETENTION_DAYS (validated; `forever` keeps the audit log, null), or their defaults. */
function retentionFrom(raw: EnvironmentVariables): RetentionPolicy {
  const audit = raw.AUDIT_RETENTION_DAYS;
  return retentionPolicy({
    mailDays: raw.RETENTION_MAIL_DAYS === undefined ? MAIL_RETENTION_DEFAULT_DAYS : Number(raw.RETENTION_MAIL_DAYS),
    auditDays: audit === undefined ? AUDIT_RETENTION_DEFAULT_DAYS : audit === RETENTION_FOREVER ? null : Number(audit),
  });
}

function paypalConfig(raw: EnvironmentVariables, nodeEnv: NodeEnv): PaypalConfig | undefined {
  const planIds = raw.PAYPAL_PLAN_IDS === undefined ? null : parseProviderPlanIds(raw.PAYPAL_PLAN_IDS);
  if (!raw.PAYPAL_CLIENT_ID || !raw.PAYPAL_CLIENT_SECRET || !raw.PAYPAL_WEBHOOK_ID || !planIds) return undefined;
  return {
    baseUrl: stripTrailingSlash(raw.PAYPAL_API_BASE_URL ?? (nodeEnv === 'production' ? PAYPAL_LIVE_API_BASE_URL : PAYPAL_SANDBOX_API_BASE_URL)),
    clientId: raw.PAYPAL_CLIENT_ID,
    clientSecret: raw.PAYPAL_CLIENT_SECRET,
    webhookId: raw.PAYPAL_WEBHOOK_ID,
    planIds,
  };
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
