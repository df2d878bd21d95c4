import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import { DEFAULT_MAIL_FROM, REPO_ROOT, loadConfig } from './load-config';

const SECRET = 'x'.repeat(32);

function problemWith(env: Record<string, string>, role: 'api' | 'worker' = 'api'): string {
  try {
    loadConfig(env, role);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

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
      migrateOnStart: false,
      enableTestRoutes: false,
    });
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
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
    expect(config.allowedOrigins).toEqual([
      'https://pointforge.example',
      'https://app.pointforge.example',
      'https://beta.pointforge.example',
    ]);
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
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
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
    ['trusts every proxy', 'true', true],
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
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true, false'],
    ['SERVE_WEB', { SERVE_WEB: 'yes' }, 'SERVE_WEB must be true or false'],
    ['WORKER_HEALTH_PORT', { WORKER_HEALTH_PORT: '0' }, 'WORKER_HEALTH_PORT must be a whole number from 1 to 65535'],
    ['MIGRATE_ON_START', { MIGRATE_ON_START: '1' }, 'MIGRATE_ON_START must be true or false'],
  ])('refuses a bad %s with one line naming it', (_, env, expected) => {
    const message = problemWith(env);
    expect(message).toContain(expected);
    expect(message.startsWith('Invalid configuration: ')).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('names every bad variable on the same line', () => {
    const message = problemWith({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(message).toMatch(/^Invalid configuration: PORT .*; LOG_LEVEL .*\.$/);
    expect(message).not.toContain('\n');
  });

  it('never echoes a secret value', () => {
    expect(problemWith({ SESSION_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(problemWith({ DATABASE_URL: 'postgres://u:topsecret@db/x' })).not.toContain('topsecret');
  });

  describe('in production', () => {
    const smtp = { SMTP_URL: 'smtp://smtp.example:587' };

    it('refuses a missing SESSION_SECRET', () => {
      expect(problemWith({ NODE_ENV: 'production', ...smtp })).toBe(
        'Invalid configuration: SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters).',
      );
    });

    it('refuses the file outbox', () => {
      expect(problemWith({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toBe(
        'Invalid configuration: SMTP_URL is required when NODE_ENV=production; the file outbox is for development only.',
      );
    });

    it('refuses test routes', () => {
      expect(problemWith({ NODE_ENV: 'production', SESSION_SECRET: SECRET, ...smtp, ENABLE_TEST_ROUTES: 'true' })).toBe(
        'Invalid configuration: ENABLE_TEST_ROUTES is only allowed when NODE_ENV=test.',
      );
    });
  });

  it('allows test routes only when NODE_ENV=test', () => {
    expect(problemWith({ ENABLE_TEST_ROUTES: 'true' })).toContain('ENABLE_TEST_ROUTES is only allowed when NODE_ENV=test');
    expect(loadConfig({ NODE_ENV: 'test', ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes).toBe(true);
  });

  it('refuses to start a worker without REDIS_URL', () => {
    expect(problemWith({}, 'worker')).toContain('REDIS_URL is required to run the worker');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'worker').redisUrl).toBe('redis://127.0.0.1:6379');
  });
});
