import { PRODUCTION_PAYPAL, PRODUCTION_PLAN_IDS, PRODUCTION_PROVIDERS } from '../../../test/support/production-environment';
import type { AppConfig } from './app-config';
import { loadConfig } from './load-config';
import { SECRET, problemWith } from '../../../test/support/config-problems';

describe('loadConfig', () => {
  describe('in production', () => {
    const smtp = { SMTP_URL: 'smtp://smtp.example:587', ...PRODUCTION_PROVIDERS };
    const ready = { NODE_ENV: 'production', SESSION_SECRET: SECRET, ...smtp };

    it('refuses a missing SESSION_SECRET', () => {
      expect(problemWith({ NODE_ENV: 'production', ...smtp })).toBe(
        'Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters).',
      );
    });

    it('refuses the file outbox', () => {
      expect(problemWith({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ...PRODUCTION_PROVIDERS })).toBe(
        'Invalid configuration: SMTP_URL is required when NODE_ENV=production; the file outbox is for development only.',
      );
    });

    it('refuses test routes', () => {
      expect(problemWith({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ...smtp, ENABLE_TEST_ROUTES: 'true' })).toBe(
        'Invalid configuration: ENABLE_TEST_ROUTES is only allowed when NODE_ENV=test.',
      );
    });

    it('refuses the captcha test mode', () => {
      const { HCAPTCHA_SECRET: _secret, HCAPTCHA_SITEKEY: _siteKey, ...withoutCaptcha } = ready;
      expect(problemWith(withoutCaptcha)).toBe(
        'Invalid configuration: HCAPTCHA_SECRET and HCAPTCHA_SITEKEY are required when NODE_ENV=production; the captcha test mode is for development only.',
      );
    });

    it("refuses hCaptcha's published test keys", () => {
      const testSecret = { HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000' };
      const testSiteKey = { HCAPTCHA_SITEKEY: '10000000-ffff-ffff-ffff-000000000001' };
      for (const env of [
        { ...ready, ...testSecret },
        { ...ready, ...testSiteKey },
      ]) {
        expect(problemWith(env)).toContain("must not be hCaptcha's published test keys when NODE_ENV=production");
      }
    });

    it('refuses local downloads without DOWNLOAD_SIGNING_SECRET, and needs none with S3', () => {
      const { DOWNLOAD_SIGNING_SECRET: _signing, ...withoutSigning } = ready;
      expect(problemWith(withoutSigning)).toBe(
        'Invalid configuration: DOWNLOAD_SIGNING_SECRET is required when NODE_ENV=production and downloads are served from DOWNLOADS_DIR (at least 32 random characters; or set S3_BUCKET).',
      );
      expect(loadConfig({ ...withoutSigning, S3_BUCKET: 'pf-downloads' }).s3?.bucket).toBe('pf-downloads');
    });

    it.each<{ variable: string; worker: string; problem: string; read: (config: AppConfig) => unknown }>([
      {
        variable: 'TRIAL_LEDGER_SECRET',
        worker: 'starts no trials',
        problem: 'TRIAL_LEDGER_SECRET is required when NODE_ENV=production (at least 32 random characters, the same on every API replica).',
        read: (config) => config.trialLedgerSecret,
      },
      {
        variable: 'LICENSE_SIGNING_KEYS',
        worker: 'signs no licence files',
        problem:
          'LICENSE_SIGNING_KEYS is required when NODE_ENV=production (a private JWK Set of Ed25519 keys, the first signs; make license-keygen prints a key).',
        read: (config) => config.licenseSigningKeys,
      },
      {
        variable: 'LICENSE_ROOT_KEY',
        worker: 'signs no key set',
        problem:
          'LICENSE_ROOT_KEY is required when NODE_ENV=production (a private Ed25519 JWK that signs the published key set; make license-keygen prints one).',
        read: (config) => config.licenseRootKey,
      },
      {
        variable: 'RELEASE_SIGNING_KEY',
        worker: 'signs no release',
        problem:
          'RELEASE_SIGNING_KEY is required when NODE_ENV=production (a private Ed25519 JWK that signs release artifacts; make license-keygen prints one).',
        read: (config) => config.releaseSigningKey,
      },
    ])('refuses a missing $variable in the API; the worker $worker', ({ variable, problem, read }) => {
      const without: Record<string, string> = { ...ready };
      delete without[variable];
      expect(problemWith(without)).toBe(`Invalid configuration: ${problem}`);
      expect(read(loadConfig({ ...without, REDIS_URL: 'redis://redis:6379' }, 'worker'))).toBeUndefined();
    });

    it('refuses a RELEASE_SIGNING_KEY that is a licence key or no key', () => {
      expect(problemWith({ ...ready, RELEASE_SIGNING_KEY: ready.LICENSE_ROOT_KEY })).toBe(
        'Invalid configuration: RELEASE_SIGNING_KEY must not be one of LICENSE_SIGNING_KEYS or LICENSE_ROOT_KEY (make license-keygen prints a separate key).',
      );
      expect(problemWith({ ...ready, RELEASE_SIGNING_KEY: '{}' })).toContain('RELEASE_SIGNING_KEY is invalid: the key is not an Ed25519 key');
    });

    // ASVS 5.0 11.x / 13.3.x: the key of the TOTP secrets at rest comes from the environment in production.
    it('refuses a missing or malformed TWO_FACTOR_ENCRYPTION_KEYS, in the API and the worker alike', () => {
      const { TWO_FACTOR_ENCRYPTION_KEYS: keys, ...withoutKeys } = ready;
      const missing =
        'Invalid configuration: TWO_FACTOR_ENCRYPTION_KEYS is required when NODE_ENV=production (<id>:<64 hex characters>, e.g. k1:$(openssl rand -hex 32); the first encrypts TOTP secrets).';
      expect(problemWith(withoutKeys)).toBe(missing);
      expect(problemWith({ ...withoutKeys, REDIS_URL: 'redis://redis:6379' }, 'worker')).toBe(missing);
      expect(problemWith({ ...ready, TWO_FACTOR_ENCRYPTION_KEYS: 'k1:abc' })).toContain(
        'TWO_FACTOR_ENCRYPTION_KEYS is invalid: each key must be <id>:<64 hex characters>',
      );
      expect(problemWith({ ...ready, TWO_FACTOR_ENCRYPTION_KEYS: `${keys},${keys}` })).toContain('TWO_FACTOR_ENCRYPTION_KEYS is invalid: two keys share an id');
      expect(loadConfig({ ...ready, TWO_FACTOR_ENCRYPTION_KEYS: `k2:${'a'.repeat(64)}, ${keys}` }).twoFactorEncryptionKeys).toBe(
        `k2:${'a'.repeat(64)}, ${keys}`,
      );
    });

    it('refuses a seller VAT number without USD_ZAR_EXCHANGE_RATE: a tax invoice shows its VAT in rand at a real rate', () => {
      const vendor = { ...ready, SELLER_LEGAL_NAME: 'PointForge (Pty) Ltd', SELLER_ADDRESS: '1 Long Street', SELLER_VAT_NUMBER: '4987654321' };
      expect(problemWith(vendor)).toBe(
        'Invalid configuration: USD_ZAR_EXCHANGE_RATE is required when NODE_ENV=production and SELLER_VAT_NUMBER is set: tax invoices show their VAT in rand.',
      );
      expect(loadConfig({ ...vendor, USD_ZAR_EXCHANGE_RATE: '18.4512' }).exchangeRate.rate).toBe('18.4512');
      expect(loadConfig(ready).seller.vatNumber).toBeNull();
    });

    it('holds only the API to the captcha and download rules; the worker uses neither', () => {
      const worker = {
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        SMTP_URL: smtp.SMTP_URL,
        REDIS_URL: 'redis://redis:6379',
        TWO_FACTOR_ENCRYPTION_KEYS: PRODUCTION_PROVIDERS.TWO_FACTOR_ENCRYPTION_KEYS,
        ...PRODUCTION_PAYPAL,
      };
      expect(loadConfig(worker, 'worker').nodeEnv).toBe('production');
      expect(problemWith(worker, 'api')).toContain('HCAPTCHA_SECRET and HCAPTCHA_SITEKEY are required');
    });
  });

  describe('PayPal', () => {
    it('runs the simulator without PayPal variables, except in production', () => {
      expect(loadConfig({}).paypal).toBeUndefined();
      const { PAYPAL_CLIENT_ID: _id, PAYPAL_CLIENT_SECRET: _secret, PAYPAL_WEBHOOK_ID: _webhook, PAYPAL_PLAN_IDS: _plans, ...noPaypal } = PRODUCTION_PROVIDERS;
      expect(problemWith({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtp://smtp.example:587', ...noPaypal })).toBe(
        'Invalid configuration: PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID and PAYPAL_PLAN_IDS are required when NODE_ENV=production; the PayPal simulator is for development only.',
      );
    });

    it('reads the four variables, the sandbox host by default outside production and the live host in it', () => {
      expect(loadConfig(PRODUCTION_PAYPAL).paypal).toEqual({
        baseUrl: 'https://api-m.sandbox.paypal.com',
        clientId: 'client-id',
        clientSecret: 'client-secret',
        webhookId: 'WH-1',
        planIds: JSON.parse(PRODUCTION_PLAN_IDS),
      });
      const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET, SMTP_URL: 'smtp://smtp.example:587', ...PRODUCTION_PROVIDERS };
      expect(loadConfig(production).paypal?.baseUrl).toBe('https://api-m.paypal.com');
      expect(loadConfig({ ...PRODUCTION_PAYPAL, PAYPAL_API_BASE_URL: 'http://127.0.0.1:9/' }).paypal?.baseUrl).toBe('http://127.0.0.1:9');
    });

    it('refuses some of the variables without the others, and a plan map missing an id', () => {
      expect(problemWith({ PAYPAL_CLIENT_ID: 'client-id' })).toContain(
        'PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_PLAN_IDS must be set together with PAYPAL_CLIENT_ID',
      );
      const partial = JSON.stringify({ standard: { monthly: 'P-SM', annual: 'P-SA' } });
      expect(problemWith({ ...PRODUCTION_PAYPAL, PAYPAL_PLAN_IDS: partial })).toContain('PAYPAL_PLAN_IDS must be JSON naming a PayPal plan id');
      expect(problemWith({ ...PRODUCTION_PAYPAL, PAYPAL_PLAN_IDS: 'not json' })).toContain('PAYPAL_PLAN_IDS must be JSON');
    });
  });
});
