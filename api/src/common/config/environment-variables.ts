import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, Validate } from 'class-validator';
import { AUDIT_RETENTION_MIN_DAYS, MAIL_RETENTION_MIN_DAYS, RETENTION_MAX_DAYS, WEBHOOK_EVENT_RETENTION_MIN_DAYS } from '@pointforge/domain';
import { OBJECT_KEY_MAX_LENGTH, OBJECT_KEY_PATTERN, OUTBOX_RETENTION_MIN_DAYS } from '@pointforge/infra';
import {
  IsLicenseFileLifetimeDaysConstraint,
  IsRetentionDaysConstraint,
  IsOriginConstraint,
  IsOriginListConstraint,
  IsPortConstraint,
  IsTrustProxyConstraint,
  IsUrlWithProtocolConstraint,
} from './environment-constraints';

export const NODE_ENVS = ['development', 'test', 'production'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOLEANS = ['true', 'false'];

const boolean = { message: '$property must be true or false' };
/** Keys and secrets of outside services: one token, no spaces, of a sane length. */
const TOKEN = /^\S{1,200}$/;
const token = { message: '$property must be 1 to 200 characters without spaces' };

/**
 * The environment as the process receives it: strings, each checked for shape. Empty
 * values count as unset (docker-compose writes `VAR=` for an unset substitution).
 * Cross-variable rules (production refusals) live in `loadConfig`.
 */
export class EnvironmentVariables {
  @IsOptional()
  @IsIn(NODE_ENVS, { message: `$property must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV?: string;

  @IsOptional()
  @Validate(IsPortConstraint)
  PORT?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  HOST?: string;

  @IsOptional()
  @Validate(IsOriginConstraint)
  SITE_ORIGIN?: string;

  @IsOptional()
  @Validate(IsOriginListConstraint)
  WEB_ORIGIN?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['mysql:'])
  DATABASE_URL?: string;

  @IsOptional()
  @IsString()
  SQLITE_PATH?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['redis:', 'rediss:'])
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9:_-]{1,64}$/, { message: '$property must be 1 to 64 letters, digits, ":", "_" or "-"' })
  REDIS_PREFIX?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['smtp:', 'smtps:'])
  SMTP_URL?: string;

  @IsOptional()
  @Matches(/^(?:"[^"\r\n]*"\s*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@"]+@[^<>\s@"]+)$/, {
    message: '$property must be an address such as "PointForge" <no-reply@pointforge.example> or no-reply@pointforge.example',
  })
  MAIL_FROM?: string;

  @IsOptional()
  @IsString()
  MAIL_OUTBOX_DIR?: string;

  @IsOptional()
  @MinLength(32, { message: '$property must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `$property must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @Validate(IsTrustProxyConstraint)
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(BOOLEANS, boolean)
  SERVE_WEB?: string;

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @IsOptional()
  @Validate(IsPortConstraint)
  WORKER_HEALTH_PORT?: string;

  /** Seconds a worker holds a running job without renewing; a dead worker's job runs again after at most about three times this. */
  @IsOptional()
  @Matches(/^(?:[5-9]|[1-9]\d|[1-5]\d\d|600)$/, { message: '$property must be a whole number of seconds from 5 to 600' })
  JOB_LOCK_SECONDS?: string;

  /** Set: this process serves GET /metrics (Prometheus) on its own port. Unset: no metrics server. */
  @IsOptional()
  @Validate(IsPortConstraint)
  METRICS_PORT?: string;

  /** The address the metrics port listens on; 127.0.0.1 unless set (0.0.0.0 inside a container network). */
  @IsOptional()
  @Matches(/^[\w.:-]{1,255}$/, { message: '$property must be an address to listen on, such as 127.0.0.1 or 0.0.0.0' })
  METRICS_HOST?: string;

  /** Set: a scrape must send `Authorization: Bearer <METRICS_TOKEN>`. */
  @IsOptional()
  @Matches(/^[\x21-\x7e]{32,200}$/, { message: '$property must be 32 to 200 printable characters without spaces' })
  METRICS_TOKEN?: string;

  @IsOptional()
  @IsIn(BOOLEANS, boolean)
  MIGRATE_ON_START?: string;

  @IsOptional()
  @IsIn(BOOLEANS, boolean)
  ENABLE_TEST_ROUTES?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  HCAPTCHA_SECRET?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  HCAPTCHA_SITEKEY?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['https:', 'http:'])
  HCAPTCHA_VERIFY_URL?: string;

  @IsOptional()
  @MinLength(32, { message: '$property must be at least 32 characters long' })
  DOWNLOAD_SIGNING_SECRET?: string;

  @IsOptional()
  @IsString()
  DOWNLOADS_DIR?: string;

  @IsOptional()
  @MinLength(32, { message: '$property must be at least 32 characters long' })
  TRIAL_LEDGER_SECRET?: string;

  /** `<id>:<64 hex>` keys, comma-separated, that encrypt TOTP secrets at rest; checked in loadConfig. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  TWO_FACTOR_ENCRYPTION_KEYS?: string;

  @IsOptional()
  @MaxLength(OBJECT_KEY_MAX_LENGTH, { message: `$property must be at most ${OBJECT_KEY_MAX_LENGTH} characters` })
  @Matches(OBJECT_KEY_PATTERN, {
    message: '$property must be a path such as installers/PointForge-Setup-1.0.7.exe: segments of letters, digits, ".", "_" or "-", none starting with a dot',
  })
  INSTALLER_OBJECT_KEY?: string;

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: '$property must be an S3 bucket name (3 to 63 lower-case letters, digits, "." or "-")',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: '$property must be a region such as eu-west-1' })
  S3_REGION?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['https:', 'http:'])
  S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  PAYPAL_CLIENT_ID?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  PAYPAL_CLIENT_SECRET?: string;

  @IsOptional()
  @Matches(TOKEN, token)
  PAYPAL_WEBHOOK_ID?: string;

  @IsOptional()
  @Validate(IsUrlWithProtocolConstraint, ['https:', 'http:'])
  PAYPAL_API_BASE_URL?: string;

  /** A private JWK Set of Ed25519 keys; the first signs licence files. Checked in full by loadConfig. */
  @IsOptional()
  @IsString()
  LICENSE_SIGNING_KEYS?: string;

  /** A private Ed25519 JWK that signs the published key set (/.well-known/jwks.jws). Checked in full by loadConfig. */
  @IsOptional()
  @IsString()
  LICENSE_ROOT_KEY?: string;

  /** A private Ed25519 JWK that signs release artifacts (Sparkle's edSignature). Checked in full by loadConfig. */
  @IsOptional()
  @IsString()
  RELEASE_SIGNING_KEY?: string;

  /** The largest release artifact the console accepts, in bytes (default 2 GiB). */
  @IsOptional()
  @Matches(/^[1-9]\d{0,12}$/, { message: '$property must be a whole number of bytes' })
  RELEASE_MAX_BYTES?: string;

  /** A cap on how long licence files run after they are issued, 1 to 90 days (the longest term): it shortens the term's lifetime (trial 7, monthly 30, annual 90), never lengthens it. */
  @IsOptional()
  @Validate(IsLicenseFileLifetimeDaysConstraint)
  LICENSE_FILE_LIFETIME_DAYS?: string;

  /** How long a desktop sign-in's device code runs, 60 to 1800 seconds (default 900). */
  @IsOptional()
  @Matches(/^(?:[6-9]\d|[1-9]\d{2}|1[0-7]\d{2}|1800)$/, { message: '$property must be a whole number of seconds from 60 to 1800' })
  DEVICE_CODE_LIFETIME_SECONDS?: string;

  /** Seconds a desktop app waits between polls of the token endpoint, 1 to 60 (default 5). */
  @IsOptional()
  @Matches(/^(?:[1-9]|[1-5]\d|60)$/, { message: '$property must be a whole number of seconds from 1 to 60' })
  DEVICE_CODE_INTERVAL_SECONDS?: string;

  /** Days mail records (the delivery guard and the console's delivery log) are kept, 30 to 36500 (default 90). */
  @IsOptional()
  @Validate(IsRetentionDaysConstraint, [MAIL_RETENTION_MIN_DAYS, RETENTION_MAX_DAYS])
  RETENTION_MAIL_DAYS?: string;

  /** Days the audit log is kept, 365 to 36500 or `forever` (default 2555, seven years). */
  @IsOptional()
  @Validate(IsRetentionDaysConstraint, [AUDIT_RETENTION_MIN_DAYS, RETENTION_MAX_DAYS, true])
  AUDIT_RETENTION_DAYS?: string;

  /** Days relayed outbox rows are kept, 1 to 36500 (default 7). */
  @IsOptional()
  @Validate(IsRetentionDaysConstraint, [OUTBOX_RETENTION_MIN_DAYS, RETENTION_MAX_DAYS])
  RETENTION_OUTBOX_DAYS?: string;

  /** Days processed PayPal webhook ids are kept, 30 to 36500 (default 90). */
  @IsOptional()
  @Validate(IsRetentionDaysConstraint, [WEBHOOK_EVENT_RETENTION_MIN_DAYS, RETENTION_MAX_DAYS])
  RETENTION_WEBHOOK_EVENTS_DAYS?: string;

  /** Days a subscription licence outlives its paid period while PayPal collects a late or failed renewal. */
  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: '$property must be a whole number of days from 0 to 99' })
  BILLING_GRACE_PERIOD_DAYS?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  PAYPAL_PLAN_IDS?: string;

  /** The seller's legal name, as every invoice names the supplier. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  SELLER_LEGAL_NAME?: string;

  /** The seller's address, its lines separated by `|`. */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  SELLER_ADDRESS?: string;

  /** Set once the seller is a registered VAT vendor: SARS's number, ten digits starting with 4. */
  @IsOptional()
  @Matches(/^4\d{9}$/, { message: '$property must be a South African VAT number: ten digits, the first a 4' })
  SELLER_VAT_NUMBER?: string;

  /** Rand per US dollar for the VAT a dollar tax invoice also shows in rand: a plain decimal, at most six places. */
  @IsOptional()
  @Matches(/^\d{1,6}(\.\d{1,6})?$/, { message: '$property must be rand per US dollar as a plain decimal, such as 18.4512' })
  USD_ZAR_EXCHANGE_RATE?: string;

  /** Where USD_ZAR_EXCHANGE_RATE comes from, as each document records it. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  USD_ZAR_EXCHANGE_RATE_SOURCE?: string;
}
