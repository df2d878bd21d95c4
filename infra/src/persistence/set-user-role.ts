import { AuditTrail, DomainError, SetUserRoleUseCase, USER_ROLES, type UserRole } from '@pointforge/domain';
import { CryptoTokenGenerator } from '../security/crypto-token-generator';
import { SystemClock } from '../security/system-clock';
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
    const repositories = createTypeormRepositories(dataSource);
    const audit = new AuditTrail(repositories.auditLog, new CryptoTokenGenerator(), new SystemClock());
    const result = await new SetUserRoleUseCase(repositories.users, audit, repositories.transaction).execute({ email, role });
    if (result.before === result.after) return `${result.email} is already ${result.after} (${engine}); nothing changed.`;
    const reminder = result.after === 'admin' ? ' The console answers them once they turn on two-factor sign-in (Profile tab).' : '';
    return `${result.email} is now ${result.after}, was ${result.before} (${engine}).${reminder}`;
  } finally {
    await dataSource.destroy();
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
