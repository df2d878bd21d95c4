import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AuditLogPort,
  AuthTokenRepositoryPort,
  InstallerDownloadRepositoryPort,
  LeadRepositoryPort,
  LicenseRepositoryPort,
  MachineRepositoryPort,
  MailDeliveryLogPort,
  SentMailRepositoryPort,
  SessionRepositoryPort,
  SubscriptionRepositoryPort,
  TransactionPort,
  TwoFactorRepositoryPort,
  UserRepositoryPort,
  WebhookEventRepositoryPort,
  DisputeRepositoryPort,
} from '@pointforge/domain';
import { createDataSource, createTypeormRepositories, describeDatabase, runMigrations, type Repositories } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

const TYPEORM_REPOSITORIES = Symbol('TYPEORM_REPOSITORIES');

/** Each repository port and the adapter that serves it. */
const REPOSITORY_PORTS: ReadonlyArray<[abstract new (...args: never[]) => unknown, keyof Repositories]> = [
  [UserRepositoryPort, 'users'],
  [AuthTokenRepositoryPort, 'authTokens'],
  [SessionRepositoryPort, 'sessions'],
  [TwoFactorRepositoryPort, 'twoFactor'],
  [LicenseRepositoryPort, 'licenses'],
  [MachineRepositoryPort, 'machines'],
  [InstallerDownloadRepositoryPort, 'installerDownloads'],
  [SubscriptionRepositoryPort, 'subscriptions'],
  [WebhookEventRepositoryPort, 'webhookEvents'],
  [DisputeRepositoryPort, 'disputes'],
  [LeadRepositoryPort, 'leads'],
  [SentMailRepositoryPort, 'sentMail'],
  [MailDeliveryLogPort, 'mailDeliveries'],
  [AuditLogPort, 'auditLog'],
  [TransactionPort, 'transaction'],
];

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
      { provide: TYPEORM_REPOSITORIES, useFactory: createTypeormRepositories, inject: [DataSource] },
      ...REPOSITORY_PORTS.map(
        ([port, key]): Provider => ({
          provide: port,
          useFactory: (repositories: Repositories) => repositories[key],
          inject: [TYPEORM_REPOSITORIES],
        }),
      ),
      DataSourceCloser,
    ];
    return {
      module: PersistenceModule,
      providers,
      exports: [DataSource, ...REPOSITORY_PORTS.map(([port]) => port)],
    };
  }
}
