import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createDataSource,
  createTypeormRepositories,
  DatabaseAccess,
  describeDatabase,
  RedisSessionVersions,
  runMigrations,
  SessionCache,
  TypeormRetention,
  twoFactorSecretCipherFrom,
  REPOSITORY_PORTS,
  withDesktopCheckInvalidation,
  withSessionCache,
  type Repositories,
} from '@pointforge/infra';
import { RetentionPort } from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';

const TYPEORM_REPOSITORIES = Symbol('TYPEORM_REPOSITORIES');
/** The session versions in Redis, or null without Redis (no session cache then). */
const SESSION_VERSIONS = Symbol('SESSION_VERSIONS');

/** The repositories' keys; REPOSITORY_PORTS names the port each one serves. */
const PORT_KEYS = Object.keys(REPOSITORY_PORTS) as Array<keyof Repositories>;

/** Quits the session versions' Redis client after the HTTP server has finished its work. */
@Injectable()
class SessionVersionsCloser implements OnApplicationShutdown {
  constructor(@Inject(SESSION_VERSIONS) private readonly versions: RedisSessionVersions | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.versions?.close();
  }
}

/** Closes the pool after the HTTP server and the job consumers have finished their work. */
@Injectable()
class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/**
 * The database: MySQL/MariaDB when DATABASE_URL is set, else the SQLite file. Migrations run
 * beforehand from the CLI (`make migrate`, the compose `migrate` service); MIGRATE_ON_START
 * makes the process run them itself.
 */
@Global()
@Module({})
export class PersistenceModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers: Provider[] = [
      {
        provide: DataSource,
        useFactory: async () => {
          const logger = new Logger('Database');
          const dataSource = createDataSource({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
          await dataSource.initialize();
          const engine = describeDatabase(config.databaseUrl);
          logger.log(engine === 'sqlite' ? `Using the SQLite file ${config.sqlitePath}` : 'Connected to MySQL');
          if (config.migrateOnStart) {
            const applied = await runMigrations(dataSource);
            logger.log(`MIGRATE_ON_START: ${applied.length} migration(s) applied`);
          }
          return dataSource;
        },
      },
      {
        provide: SESSION_VERSIONS,
        useFactory: (): RedisSessionVersions | null =>
          config.redisUrl === undefined ? null : RedisSessionVersions.connect(config.redisUrl, config.redisPrefix, new Logger('SessionCache')),
      },
      {
        provide: TYPEORM_REPOSITORIES,
        inject: [DataSource, SESSION_VERSIONS],
        useFactory: (dataSource: DataSource, versions: RedisSessionVersions | null): Repositories => {
          const twoFactorSecrets = twoFactorSecretCipherFrom(
            { TWO_FACTOR_ENCRYPTION_KEYS: config.twoFactorEncryptionKeys, NODE_ENV: config.nodeEnv },
            config.twoFactorEncryptionKeysFile,
          );
          const repositories = createTypeormRepositories(dataSource, twoFactorSecrets);
          // With Redis, signed-in requests and desktop checks are answered from this replica's memory while Redis confirms nothing changed.
          if (!versions) return repositories;
          const database = DatabaseAccess.for(dataSource);
          const invalidation = { invalidate: versions.bump.bind(versions), afterCommit: database.afterCommit.bind(database) };
          return withDesktopCheckInvalidation(withSessionCache(repositories, { ...invalidation, cache: new SessionCache(versions) }), {
            ...invalidation,
            invalidateOnce: versions.bumpOnce.bind(versions),
          });
        },
      },
      SessionVersionsCloser,
      ...PORT_KEYS.map((key): Provider => ({
        provide: REPOSITORY_PORTS[key],
        useFactory: (repositories: Repositories) => repositories[key],
        inject: [TYPEORM_REPOSITORIES],
      })),
      // Not one of the repositories: it deletes across tables, and only the daily purge uses it.
      { provide: RetentionPort, useFactory: (dataSource: DataSource) => new TypeormRetention(DatabaseAccess.for(dataSource)), inject: [DataSource] },
      DataSourceCloser,
    ];
    return {
      module: PersistenceModule,
      providers,
      exports: [DataSource, RetentionPort, ...PORT_KEYS.map((key) => REPOSITORY_PORTS[key])],
    };
  }
}
