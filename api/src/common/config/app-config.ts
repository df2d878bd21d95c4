import type { DeviceCodeTiming, ProviderPlanIds, RetentionPolicy, SellerDetails } from '@pointforge/domain';
import type { LicenseSigningKey } from '@pointforge/infra';
import type { LOG_LEVELS, NODE_ENVS } from './environment-variables';

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Express's `trust proxy` setting: off, a hop count, or the proxies' addresses; never "trust all". */
export type TrustProxy = false | number | string[];

/** PayPal's REST API; absent in the embedded default, which runs the simulator in-process. */
export interface PaypalConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  planIds: ProviderPlanIds;
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

/**
 * The validated configuration, built once by `loadConfig` before Nest starts and provided
 * under this class as the injection token. Modules that pick an adapter read it here and
 * nowhere else reads `process.env`.
 */
export class AppConfig {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly host!: string;
  /** Origin of every link in email. Never taken from the request's Host header. */
  readonly siteOrigin!: string;
  /** Origins of a separately hosted web app: CORS with credentials. */
  readonly webOrigins!: readonly string[];
  /** SITE_ORIGIN plus WEB_ORIGIN: the only `Origin` values a state-changing request may carry. */
  readonly allowedOrigins!: readonly string[];
  /** `mysql://…`; unset selects the SQLite file at `sqlitePath`. */
  readonly databaseUrl!: string | undefined;
  readonly sqlitePath!: string;
  /** Set: BullMQ jobs and shared rate limits; `api` only enqueues and `worker` consumes. Unset: in-process. */
  readonly redisUrl!: string | undefined;
  readonly redisPrefix!: string;
  /** Set: SMTP. Unset: `.eml` files in `mailOutboxDir` (refused in production). */
  readonly smtpUrl!: string | undefined;
  readonly mailFrom!: string;
  readonly mailOutboxDir!: string;
  /** Required (32+ characters) in production. */
  readonly sessionSecret!: string | undefined;
  readonly logLevel!: LogLevel;
  readonly trustProxy!: TrustProxy;
  /** Built SPA to serve; undefined when SERVE_WEB=false. */
  readonly webDistDir!: string | undefined;
  readonly workerHealthPort!: number;
  /** JOB_LOCK_SECONDS (default 30) in milliseconds: how long the worker's hold on a running job lasts unrenewed. */
  readonly jobLockMs!: number;
  /** Port of this process's Prometheus endpoint (GET /metrics on `host`); undefined: off, no request is measured. */
  readonly metricsPort!: number | undefined;
  /** METRICS_HOST: where the metrics port listens; loopback unless an operator opens it (a container network). */
  readonly metricsHost!: string;
  /** METRICS_TOKEN: when set, a scrape must carry it as a bearer token. */
  readonly metricsToken!: string | undefined;
  /** Off by default: `make start` and the compose `migrate` service run migrations first. */
  readonly migrateOnStart!: boolean;
  /** Diagnostic routes under /api/__test; only ever true when NODE_ENV=test. */
  readonly enableTestRoutes!: boolean;
  /** Set (with the site key): real hCaptcha. Unset: the captcha test mode (refused in production). */
  readonly hcaptchaSecret!: string | undefined;
  readonly hcaptchaSiteKey!: string | undefined;
  /** hCaptcha's siteverify endpoint; tests point it at a local server. */
  readonly hcaptchaVerifyUrl!: string;
  /** S3 settings when S3_BUCKET is set; then downloads are presigned S3 links. */
  readonly s3!: S3Settings | undefined;
  /** Without S3: the folder whose files the API serves through signed links. */
  readonly downloadsDir!: string;
  /** Signs local download links; required in production without S3, else generated once into `downloadSigningSecretFile`. */
  readonly downloadSigningSecret!: string | undefined;
  /** Where an install without DOWNLOAD_SIGNING_SECRET keeps its generated one (var/download-signing-secret). */
  readonly downloadSigningSecretFile!: string;
  /** Keys the trial ledger's address hashes; required in production. */
  readonly trialLedgerSecret!: string | undefined;
  /** Without TRIAL_LEDGER_SECRET: the file under var/ holding this install's own generated secret. */
  readonly trialLedgerSecretFile!: string;
  /** TWO_FACTOR_ENCRYPTION_KEYS as given (validated): the first encrypts TOTP secrets, all decrypt. Required in production. */
  readonly twoFactorEncryptionKeys!: string | undefined;
  /** Without TWO_FACTOR_ENCRYPTION_KEYS: the file under var/ holding this install's generated key. */
  readonly twoFactorEncryptionKeysFile!: string;
  /** LICENSE_SIGNING_KEYS: the first signs licence files, all are published. Required in production. */
  readonly licenseSigningKeys!: readonly LicenseSigningKey[] | undefined;
  /** Without LICENSE_SIGNING_KEYS: the JWK Set file under var/ holding this install's generated key. */
  readonly licenseSigningKeysFile!: string;
  /** LICENSE_ROOT_KEY: signs the published key set; apps ship its public half. Required in production. */
  readonly licenseRootKey!: LicenseSigningKey | undefined;
  /** Without LICENSE_ROOT_KEY: the JWK file under var/ holding this install's generated root key. */
  readonly licenseRootKeyFile!: string;
  /** RELEASE_SIGNING_KEY: signs release artifacts; apps pin its public half. Required in production. */
  readonly releaseSigningKey!: LicenseSigningKey | undefined;
  /** Without RELEASE_SIGNING_KEY: the JWK file under var/ holding this install's generated release key. */
  readonly releaseSigningKeyFile!: string;
  /** RELEASE_MAX_BYTES (default 2 GiB): the largest artifact the console accepts. */
  readonly releaseMaxBytes!: number;
  /** LICENSE_FILE_LIFETIME_DAYS in milliseconds: the operator's cap on every licence file's lifetime (the plan's term sets it); null: no cap. */
  readonly licenseFileLifetimeCapMs!: number | null;
  /** DEVICE_CODE_LIFETIME_SECONDS and DEVICE_CODE_INTERVAL_SECONDS (defaults 900 and 5): desktop sign-in's device codes. */
  readonly deviceCodeTiming!: DeviceCodeTiming;
  /** Where the installer lives, in the bucket or under `downloadsDir`. */
  readonly installerObjectKey!: string;
  /** Set with PAYPAL_CLIENT_ID: PayPal's REST API. Unset: the in-process simulator (refused in production). */
  readonly paypal!: PaypalConfig | undefined;
  /** RETENTION_MAIL_DAYS and AUDIT_RETENTION_DAYS, with the fixed windows: what the daily purge deletes (docs/operations.md, Retention). */
  readonly retention!: RetentionPolicy;
  /** RETENTION_OUTBOX_DAYS (default 7): days the outbox relay keeps relayed rows. */
  readonly outboxRetentionDays!: number;
  /** RETENTION_WEBHOOK_EVENTS_DAYS (default 90): days reconciliation keeps processed PayPal webhook ids. */
  readonly webhookEventRetentionDays!: number;
  /** BILLING_GRACE_PERIOD_DAYS (default 12) in milliseconds: how long a licence outlives its paid period. */
  readonly billingGracePeriodMs!: number;
  /** SELLER_*: who sells, as documents name it; with a VAT number, South African buyers are charged VAT. */
  readonly seller!: SellerDetails;
  /** USD_ZAR_EXCHANGE_RATE and its _SOURCE: the rand rate documents with VAT in dollars record. */
  readonly exchangeRate!: { rate: string; source: string };

  static of(values: AppConfigValues): AppConfig {
    return Object.freeze(Object.assign(new AppConfig(), values));
  }
}

export type AppConfigValues = { [K in keyof AppConfig]: AppConfig[K] };
