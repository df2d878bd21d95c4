import { resolve } from 'node:path';
import { PRODUCTION_PROVIDERS } from '../../../test/support/production-environment';
import { DEFAULT_MAIL_FROM, REPO_ROOT, loadConfig } from './load-config';
import { SECRET, problemWith } from '../../../test/support/config-problems';

describe('loadConfig', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      siteOrigin: 'http://localhost:3000',
      webOrigins: [],
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      databaseUrl: undefined,
      sqlitePath: resolve(REPO_ROOT, 'var/app.db'),
      redisUrl: undefined,
      redisPrefix: 'pf',
      smtpUrl: undefined,
      mailFrom: '"PointForge" <no-reply@pointforge.example>',
      mailOutboxDir: resolve(REPO_ROOT, 'var/mail'),
      sessionSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      webDistDir: resolve(REPO_ROOT, 'web/dist'),
      workerHealthPort: 3001,
      jobLockMs: 30_000,
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      metricsToken: undefined,
      billingGracePeriodMs: 12 * 24 * 60 * 60 * 1000,
      // Mail records 90 days, the audit log seven years; the rest fixed (docs/operations.md, Retention).
      retention: { 'sent-mail': 90, 'mail-deliveries': 90, audit: 2555, 'offline-activation-requests': 1, sessions: 30, 'auth-tokens': 30 },
      // Relayed outbox rows a week, processed PayPal webhook ids 90 days.
      outboxRetentionDays: 7,
      webhookEventRetentionDays: 90,
      migrateOnStart: false,
      enableTestRoutes: false,
      hcaptchaSecret: undefined,
      hcaptchaSiteKey: undefined,
      hcaptchaVerifyUrl: 'https://api.hcaptcha.com/siteverify',
      s3: undefined,
      downloadsDir: resolve(REPO_ROOT, 'var/downloads'),
      downloadSigningSecret: undefined,
      installerObjectKey: 'installers/PointForge-Setup-1.0.7.exe',
      trialLedgerSecret: undefined,
      trialLedgerSecretFile: resolve(REPO_ROOT, 'var/trial-ledger-secret'),
      downloadSigningSecretFile: resolve(REPO_ROOT, 'var/download-signing-secret'),
      twoFactorEncryptionKeys: undefined,
      twoFactorEncryptionKeysFile: resolve(REPO_ROOT, 'var/two-factor-encryption-keys'),
      licenseSigningKeys: undefined,
      licenseSigningKeysFile: resolve(REPO_ROOT, 'var/license-signing-keys.json'),
      licenseRootKey: undefined,
      licenseRootKeyFile: resolve(REPO_ROOT, 'var/license-root-key.json'),
      // No cap: each licence's term sets its files' lifetime.
      licenseFileLifetimeCapMs: null,
      deviceCodeTiming: { lifetimeSeconds: 900, intervalSeconds: 5 },
    });
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
  });

  it("reads the worker's JOB_LOCK_SECONDS", () => {
    expect(loadConfig({ JOB_LOCK_SECONDS: '5', REDIS_URL: 'redis://redis:6379' }, 'worker').jobLockMs).toBe(5_000);
    expect(loadConfig({ JOB_LOCK_SECONDS: '600' }).jobLockMs).toBe(600_000);
  });

  it('serves metrics on METRICS_PORT when it is set, and refuses a port that is not one', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9464', REDIS_URL: 'redis://redis:6379' }, 'worker').metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be a whole number from 1 to 65535');
  });

  // ASVS 5.0 13.4.x: the metrics listener is on loopback unless an operator opens it, and may demand a token.
  it('listens for metrics on loopback unless METRICS_HOST says otherwise, behind METRICS_TOKEN when set', () => {
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'm'.repeat(32) })).toMatchObject({
      metricsHost: '0.0.0.0',
      metricsToken: 'm'.repeat(32),
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be 32 to 200 printable characters without spaces');
    expect(() => loadConfig({ METRICS_HOST: 'http://x/' })).toThrow('METRICS_HOST must be an address to listen on');
  });

  it('derives the site origin from PORT and builds the allow-list from SITE_ORIGIN and WEB_ORIGIN', () => {
    const local = loadConfig({ PORT: '8080' });
    expect(local.siteOrigin).toBe('http://localhost:8080');
    expect(local.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    const config = loadConfig({
      SITE_ORIGIN: 'https://pointforge.example/',
      WEB_ORIGIN: 'https://app.pointforge.example, https://beta.pointforge.example',
    });
    expect(config.siteOrigin).toBe('https://pointforge.example');
    expect(config.webOrigins).toEqual(['https://app.pointforge.example', 'https://beta.pointforge.example']);
    expect(config.allowedOrigins).toEqual(['https://pointforge.example', 'https://app.pointforge.example', 'https://beta.pointforge.example']);
  });

  it('reads the production settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      SMTP_URL: 'smtp://user:pass@smtp.example:587',
      DATABASE_URL: 'mysql://app:pw@db:3306/pointforge',
      REDIS_URL: 'redis://redis:6379',
      REDIS_PREFIX: 'pf-prod',
      TRUST_PROXY: '1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      ...PRODUCTION_PROVIDERS,
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      hcaptchaSecret: PRODUCTION_PROVIDERS.HCAPTCHA_SECRET,
      hcaptchaSiteKey: PRODUCTION_PROVIDERS.HCAPTCHA_SITEKEY,
      downloadSigningSecret: PRODUCTION_PROVIDERS.DOWNLOAD_SIGNING_SECRET,
      trialLedgerSecret: PRODUCTION_PROVIDERS.TRIAL_LEDGER_SECRET,
      sessionSecret: SECRET,
      databaseUrl: 'mysql://app:pw@db:3306/pointforge',
      redisUrl: 'redis://redis:6379',
      redisPrefix: 'pf-prod',
      trustProxy: 1,
      webDistDir: undefined,
      logLevel: 'warn',
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: '  ', DATABASE_URL: '' })).toMatchObject({
      redisUrl: undefined,
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('resolves given paths from the working directory', () => {
    const config = loadConfig({ SQLITE_PATH: 'data/x.db', WEB_DIST_DIR: '/srv/web' });
    expect(config.sqlitePath).toBe(resolve('data/x.db'));
    expect(config.webDistDir).toBe('/srv/web');
  });

  it.each([
    ['trusts a list of proxies', 'loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['trusts one load balancer', '1', 1],
    ['trusts no proxy', 'false', false],
  ])('TRUST_PROXY %s', (_, value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, test, production'],
    ['PORT', { PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535'],
    ['PORT', { PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    ['SITE_ORIGIN', { SITE_ORIGIN: 'https://pointforge.example/app' }, 'SITE_ORIGIN must be an origin'],
    ['WEB_ORIGIN', { WEB_ORIGIN: 'https://ok.example, not a url' }, 'WEB_ORIGIN must be a comma-separated list of origins'],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://db/x' }, 'DATABASE_URL must be a URL starting with mysql://…'],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL starting with redis://… or rediss://…'],
    ['REDIS_PREFIX', { REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX must be 1 to 64 letters'],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL starting with smtp://… or smtps://…'],
    ['MAIL_FROM', { MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address'],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be false, the number of proxies in front of the API (1 behind one load balancer)'],
    // ASVS 5.0 4.1.3: `true` trusts the leftmost X-Forwarded-For entry, which the client writes.
    [
      'TRUST_PROXY',
      { TRUST_PROXY: 'true' },
      'or a comma-separated list of their addresses (IP, CIDR, loopback, linklocal, uniquelocal) (true would let any client choose',
    ],
    // Prefixes Express refuses at start-up: each is the same one-line error, not a stack trace.
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be false, the number of proxies'],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/0' }, 'TRUST_PROXY must be false, the number of proxies'],
    ['TRUST_PROXY', { TRUST_PROXY: 'loopback, fd00::/129' }, 'TRUST_PROXY must be false, the number of proxies'],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1/8/8' }, 'TRUST_PROXY must be false, the number of proxies'],
    ['SERVE_WEB', { SERVE_WEB: 'yes' }, 'SERVE_WEB must be true or false'],
    ['WORKER_HEALTH_PORT', { WORKER_HEALTH_PORT: '0' }, 'WORKER_HEALTH_PORT must be a whole number from 1 to 65535'],
    ['JOB_LOCK_SECONDS', { JOB_LOCK_SECONDS: '4' }, 'JOB_LOCK_SECONDS must be a whole number of seconds from 5 to 600'],
    ['JOB_LOCK_SECONDS', { JOB_LOCK_SECONDS: '601' }, 'JOB_LOCK_SECONDS must be a whole number of seconds from 5 to 600'],
    ['MIGRATE_ON_START', { MIGRATE_ON_START: '1' }, 'MIGRATE_ON_START must be true or false'],
    ['BILLING_GRACE_PERIOD_DAYS', { BILLING_GRACE_PERIOD_DAYS: 'five' }, 'BILLING_GRACE_PERIOD_DAYS must be a whole number of days from 0 to 99'],
    ['HCAPTCHA_SECRET', { HCAPTCHA_SECRET: 'has space', HCAPTCHA_SITEKEY: 'k' }, 'HCAPTCHA_SECRET must be 1 to 200 characters'],
    ['HCAPTCHA_VERIFY_URL', { HCAPTCHA_VERIFY_URL: 'ftp://x' }, 'HCAPTCHA_VERIFY_URL must be a URL starting with https://… or http://…'],
    ['DOWNLOAD_SIGNING_SECRET', { DOWNLOAD_SIGNING_SECRET: 'short' }, 'DOWNLOAD_SIGNING_SECRET must be at least 32 characters long'],
    ['TRIAL_LEDGER_SECRET', { TRIAL_LEDGER_SECRET: 'short' }, 'TRIAL_LEDGER_SECRET must be at least 32 characters long'],
    ['INSTALLER_OBJECT_KEY', { INSTALLER_OBJECT_KEY: '../etc/passwd' }, 'INSTALLER_OBJECT_KEY must be a path such as'],
    ['INSTALLER_OBJECT_KEY', { INSTALLER_OBJECT_KEY: '/installers/x.exe' }, 'INSTALLER_OBJECT_KEY must be a path such as'],
    ['S3_BUCKET', { S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET must be an S3 bucket name'],
    ['S3_REGION', { S3_BUCKET: 'pf-downloads', S3_REGION: 'EU West' }, 'S3_REGION must be a region'],
    ['S3_ENDPOINT', { S3_BUCKET: 'pf-downloads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be a URL starting with https://…'],
  ])('refuses a bad %s with one line naming it', (_, env, expected) => {
    const message = problemWith(env);
    expect(message).toContain(expected);
    expect(message.startsWith('Invalid configuration: ')).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('reads LICENSE_SIGNING_KEYS and the LICENSE_FILE_LIFETIME_DAYS cap, refusing keys that cannot sign and caps past the longest term (90 days)', () => {
    const config = loadConfig({ LICENSE_SIGNING_KEYS: PRODUCTION_PROVIDERS.LICENSE_SIGNING_KEYS, LICENSE_FILE_LIFETIME_DAYS: '3' });
    expect(config.licenseSigningKeys?.map((key) => key.publicJwk.kid)).toEqual([JSON.parse(PRODUCTION_PROVIDERS.LICENSE_SIGNING_KEYS).keys[0].kid]);
    expect(config.licenseFileLifetimeCapMs).toBe(3 * 24 * 60 * 60 * 1000);
    expect(loadConfig({ LICENSE_FILE_LIFETIME_DAYS: '90' }).licenseFileLifetimeCapMs).toBe(90 * 24 * 60 * 60 * 1000);
    expect(problemWith({ LICENSE_SIGNING_KEYS: '{"keys":[{"kty":"RSA"}]}' })).toBe(
      'Invalid configuration: LICENSE_SIGNING_KEYS is invalid: key 1 is not an Ed25519 key (kty "OKP", crv "Ed25519").',
    );
    expect(problemWith({ LICENSE_FILE_LIFETIME_DAYS: '91' })).toBe(
      'Invalid configuration: LICENSE_FILE_LIFETIME_DAYS must be a whole number of days from 1 to 90.',
    );
    expect(problemWith({ LICENSE_FILE_LIFETIME_DAYS: '0' })).toContain('LICENSE_FILE_LIFETIME_DAYS must be a whole number of days from 1 to 90');
  });

  it('reads RETENTION_MAIL_DAYS and AUDIT_RETENTION_DAYS (or forever), refusing windows shorter than what the records are needed for', () => {
    expect(loadConfig({ RETENTION_MAIL_DAYS: '30', AUDIT_RETENTION_DAYS: '365' }).retention).toMatchObject({
      'sent-mail': 30,
      'mail-deliveries': 30,
      audit: 365,
    });
    expect(loadConfig({ AUDIT_RETENTION_DAYS: 'forever' }).retention.audit).toBeNull();
    expect(problemWith({ RETENTION_MAIL_DAYS: '29' })).toBe('Invalid configuration: RETENTION_MAIL_DAYS must be a whole number of days from 30 to 36500.');
    expect(problemWith({ RETENTION_MAIL_DAYS: 'forever' })).toContain('RETENTION_MAIL_DAYS must be a whole number of days from 30 to 36500');
    expect(problemWith({ AUDIT_RETENTION_DAYS: '364' })).toBe(
      'Invalid configuration: AUDIT_RETENTION_DAYS must be a whole number of days from 365 to 36500 or forever.',
    );
    expect(problemWith({ AUDIT_RETENTION_DAYS: '90.5' })).toContain('AUDIT_RETENTION_DAYS must be a whole number of days');
  });

  it('reads RETENTION_OUTBOX_DAYS and RETENTION_WEBHOOK_EVENTS_DAYS, refusing windows shorter than what the rows are needed for', () => {
    expect(loadConfig({ RETENTION_OUTBOX_DAYS: '1', RETENTION_WEBHOOK_EVENTS_DAYS: '30' })).toMatchObject({
      outboxRetentionDays: 1,
      webhookEventRetentionDays: 30,
    });
    expect(loadConfig({ RETENTION_OUTBOX_DAYS: '36500', RETENTION_WEBHOOK_EVENTS_DAYS: '36500' })).toMatchObject({
      outboxRetentionDays: 36500,
      webhookEventRetentionDays: 36500,
    });
    expect(problemWith({ RETENTION_OUTBOX_DAYS: '0' })).toBe('Invalid configuration: RETENTION_OUTBOX_DAYS must be a whole number of days from 1 to 36500.');
    expect(problemWith({ RETENTION_OUTBOX_DAYS: '36501' })).toContain('RETENTION_OUTBOX_DAYS must be a whole number of days from 1 to 36500');
    expect(problemWith({ RETENTION_OUTBOX_DAYS: 'forever' })).toContain('RETENTION_OUTBOX_DAYS must be a whole number of days from 1 to 36500');
    // PayPal redelivers for up to 3 days: a shorter memory would let a redelivery count twice.
    expect(problemWith({ RETENTION_WEBHOOK_EVENTS_DAYS: '29' })).toBe(
      'Invalid configuration: RETENTION_WEBHOOK_EVENTS_DAYS must be a whole number of days from 30 to 36500.',
    );
    expect(problemWith({ RETENTION_WEBHOOK_EVENTS_DAYS: '3' })).toContain('RETENTION_WEBHOOK_EVENTS_DAYS must be a whole number of days from 30 to 36500');
    expect(problemWith({ RETENTION_WEBHOOK_EVENTS_DAYS: '90d' })).toContain('RETENTION_WEBHOOK_EVENTS_DAYS must be a whole number of days');
  });

  it('reads LICENSE_ROOT_KEY, refusing a key that cannot sign and one of the signing keys', () => {
    const signingKey = JSON.parse(PRODUCTION_PROVIDERS.LICENSE_SIGNING_KEYS).keys[0];
    const rootKey = JSON.parse(PRODUCTION_PROVIDERS.LICENSE_ROOT_KEY);
    expect(loadConfig({ LICENSE_ROOT_KEY: PRODUCTION_PROVIDERS.LICENSE_ROOT_KEY }).licenseRootKey?.publicJwk.kid).toBe(rootKey.kid);
    expect(problemWith({ LICENSE_ROOT_KEY: JSON.stringify({ ...rootKey, d: undefined }) })).toBe(
      'Invalid configuration: LICENSE_ROOT_KEY is invalid: the key is not a private key (it needs "d" and "x").',
    );
    expect(
      problemWith({ LICENSE_SIGNING_KEYS: PRODUCTION_PROVIDERS.LICENSE_SIGNING_KEYS, LICENSE_ROOT_KEY: JSON.stringify({ ...signingKey, kid: 'root' }) }),
    ).toBe('Invalid configuration: LICENSE_ROOT_KEY must not be one of LICENSE_SIGNING_KEYS (make license-keygen prints a separate key).');
  });

  it('names every bad variable on the same line', () => {
    const message = problemWith({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^Invalid configuration: PORT .*; LOG_LEVEL .*\.$/);
    expect(message).not.toContain('\n');
  });

  it('never echoes a secret value', () => {
    expect(problemWith({ SESSION_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(problemWith({ DATABASE_URL: 'postgres://u:topsecret@db/x' })).not.toContain('topsecret');
    expect(problemWith({ HCAPTCHA_SECRET: 'top secret', HCAPTCHA_SITEKEY: 'k' })).not.toContain('top secret');
  });

  describe('captcha and downloads', () => {
    it('reads hCaptcha, the downloads folder, the signing secret and the installer key', () => {
      const config = loadConfig({
        HCAPTCHA_SECRET: '0xsecret',
        HCAPTCHA_SITEKEY: 'site-key',
        HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
        DOWNLOADS_DIR: 'files',
        DOWNLOAD_SIGNING_SECRET: SECRET,
        INSTALLER_OBJECT_KEY: 'releases/1.0.7/setup.exe',
      });
      expect(config).toMatchObject({
        hcaptchaSecret: '0xsecret',
        hcaptchaSiteKey: 'site-key',
        hcaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
        s3: undefined,
        downloadsDir: resolve('files'),
        downloadSigningSecret: SECRET,
        installerObjectKey: 'releases/1.0.7/setup.exe',
      });
    });

    it('selects S3 with S3_BUCKET, in us-east-1 unless told', () => {
      expect(loadConfig({ S3_BUCKET: 'pf-downloads' }).s3).toEqual({
        bucket: 'pf-downloads',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      });
      const s3 = { S3_BUCKET: 'pf-downloads', S3_REGION: 'auto', S3_ENDPOINT: 'https://x.r2.example', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' };
      expect(loadConfig(s3).s3).toEqual({
        bucket: 'pf-downloads',
        region: 'auto',
        endpoint: 'https://x.r2.example',
        accessKeyId: 'id',
        secretAccessKey: 'key',
      });
    });

    it.each([
      [{ HCAPTCHA_SECRET: '0xsecret' }, 'HCAPTCHA_SECRET and HCAPTCHA_SITEKEY go together'],
      [{ HCAPTCHA_SITEKEY: 'site-key' }, 'HCAPTCHA_SECRET and HCAPTCHA_SITEKEY go together'],
      [{ S3_BUCKET: 'pf-downloads', S3_ACCESS_KEY_ID: 'id' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
      [{ S3_REGION: 'eu-west-1', S3_ENDPOINT: 'https://s3.example' }, 'S3_BUCKET is required when S3_REGION, S3_ENDPOINT is set'],
    ])('refuses half a pair: %p', (env, expected) => {
      expect(problemWith(env)).toContain(expected);
    });
  });

  it('allows test routes only when NODE_ENV=test', () => {
    expect(problemWith({ ENABLE_TEST_ROUTES: 'true' })).toContain('ENABLE_TEST_ROUTES is only allowed when NODE_ENV=test');
    expect(loadConfig({ NODE_ENV: 'test', ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes).toBe(true);
  });

  it('reads the seller, charging no VAT until SELLER_VAT_NUMBER is set, and refuses a number not of SARS form or without name and address', () => {
    expect(loadConfig({}).seller).toEqual({ legalName: 'PointForge', address: [], vatNumber: null });
    const seller = { SELLER_LEGAL_NAME: 'PointForge (Pty) Ltd', SELLER_ADDRESS: '1 Long Street | Cape Town | 8001', SELLER_VAT_NUMBER: '4987654321' };
    expect(loadConfig(seller).seller).toEqual({ legalName: 'PointForge (Pty) Ltd', address: ['1 Long Street', 'Cape Town', '8001'], vatNumber: '4987654321' });
    expect(problemWith({ ...seller, SELLER_VAT_NUMBER: '5987654321' })).toContain(
      'SELLER_VAT_NUMBER must be a South African VAT number: ten digits, the first a 4',
    );
    expect(problemWith({ ...seller, SELLER_VAT_NUMBER: '498765432' })).toContain('SELLER_VAT_NUMBER must be a South African VAT number');
    expect(problemWith({ SELLER_VAT_NUMBER: '4987654321' })).toContain('SELLER_VAT_NUMBER needs SELLER_LEGAL_NAME and SELLER_ADDRESS');
  });

  it('reads the rand rate documents show their VAT at, with its source, and refuses one that is not a plain decimal', () => {
    expect(loadConfig({}).exchangeRate).toEqual({ rate: '18.0000', source: 'Default rate of this install (USD_ZAR_EXCHANGE_RATE not set)' });
    expect(loadConfig({ USD_ZAR_EXCHANGE_RATE: '18.4512' }).exchangeRate).toEqual({ rate: '18.4512', source: 'Configured (USD_ZAR_EXCHANGE_RATE)' });
    expect(loadConfig({ USD_ZAR_EXCHANGE_RATE: '18.4512', USD_ZAR_EXCHANGE_RATE_SOURCE: 'SARB, 28 Feb' }).exchangeRate).toEqual({
      rate: '18.4512',
      source: 'SARB, 28 Feb',
    });
    for (const rate of ['18,45', '-18', '1e3', '18.1234567']) {
      expect(problemWith({ USD_ZAR_EXCHANGE_RATE: rate })).toContain('USD_ZAR_EXCHANGE_RATE must be rand per US dollar as a plain decimal');
    }
  });

  it('refuses to start a worker without REDIS_URL', () => {
    expect(problemWith({}, 'worker')).toContain('REDIS_URL is required to run the worker');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'worker').redisUrl).toBe('redis://127.0.0.1:6379');
  });
});
