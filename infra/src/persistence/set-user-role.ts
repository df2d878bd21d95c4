import { AuditTrail, DomainError, SetUserRoleUseCase, USER_ROLES, type UserRole } from '@pointforge/domain';
import { CryptoTokenGenerator } from '../security/crypto-token-generator';
import { DEFAULT_SESSION_CACHE_TTL_MS } from '../session-cache/session-cache';
import { bumpSessionVersion } from '../session-cache/redis-session-versions';
import { DEFAULT_REDIS_PREFIX } from '../shared/redis-prefix';
import { SystemClock } from '../security/system-clock';
import { twoFactorSecretCipherFrom } from '../security/two-factor-secret-cipher';
import { createDataSource, describeDatabase } from './data-source';
import { createTypeormRepositories } from './typeorm-repositories';

const USAGE = 'usage: make admin EMAIL=someone@example.com [ROLE=customer]';

function isRole(value: string): value is UserRole {
  return (USER_ROLES as readonly string[]).includes(value);
}

/**
 * `node infra/dist/persistence/set-user-role.js <email> [admin|customer]` (what `make admin`
 * runs), against the database DATABASE_URL or SQLITE_PATH names, like the migrations. The
 * only way to grant or revoke the admin role; the change is written to the audit log.
 */
async function main(email: string | undefined, role: string): Promise<string> {
  if (!email) throw new Error(`no EMAIL given. ${USAGE}`);
  if (!isRole(role)) throw new Error(`ROLE must be ${USER_ROLES.join(' or ')}, not "${role}". ${USAGE}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const engine = describeDatabase(databaseUrl);
  const dataSource = createDataSource({ databaseUrl, sqlitePath: process.env.SQLITE_PATH || undefined });
  await dataSource.initialize();
  try {
    if (await dataSource.showMigrations()) throw new Error(`the ${engine} database has migrations not applied yet; run make migrate first.`);
    const repositories = createTypeormRepositories(dataSource, twoFactorSecretCipherFrom(process.env));
    const audit = new AuditTrail(repositories.auditLog, new CryptoTokenGenerator(), new SystemClock());
    const result = await new SetUserRoleUseCase(repositories.users, audit, repositories.transaction).execute({ email, role });
    if (result.before === result.after) return `${result.email} is already ${result.after} (${engine}); nothing changed.`;
    const told = await tellRunningApis(result.userId);
    const reminder = result.after === 'admin' ? ' The console answers them once they turn on two-factor sign-in (Profile tab).' : '';
    return `${result.email} is now ${result.after}, was ${result.before} (${engine}).${reminder}${told}`;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The running APIs keep signed-in users' sessions, role included, in their session cache
 * (with Redis): move this user's version on, as a change made through them would, so their
 * next request reads the new role. Without REDIS_URL it can only say when they will.
 */
async function tellRunningApis(userId: string): Promise<string> {
  const redisUrl = process.env.REDIS_URL || undefined;
  if (redisUrl === undefined) {
    return ` REDIS_URL is not set: APIs that run with Redis see the new role within ${DEFAULT_SESSION_CACHE_TTL_MS / 1000} s (their session cache).`;
  }
  try {
    await bumpSessionVersion(redisUrl, process.env.REDIS_PREFIX || DEFAULT_REDIS_PREFIX, { kind: 'user', id: userId });
    return '';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return ` Redis could not be told (${reason}): running APIs see the new role within ${DEFAULT_SESSION_CACHE_TTL_MS / 1000} s.`;
  }
}

if (require.main === module) {
  main(process.argv[2], process.argv[3] || 'admin').then(
    (line) => console.log(line),
    (error: unknown) => {
      const message = error instanceof DomainError || error instanceof Error ? error.message : String(error);
      console.error(`make admin: ${message}`);
      process.exitCode = 1;
    },
  );
}
