import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import { AppConfig } from './common/config/app-config';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { HttpConventionsModule } from './common/http/http-conventions.module';
import { HttpServerDrain } from './common/lifecycle/http-server-drain';
import { DiagnosticsModule } from './diagnostics/diagnostics.module';
import { HealthModule } from './health/health.module';
import { CaptchaModule } from './adapter-modules/captcha/captcha.module';
import { PaymentModule } from './adapter-modules/payment/payment.module';
import { LicenseSigningModule } from './adapter-modules/license-signing/license-signing.module';
import { ReleaseSigningModule } from './adapter-modules/release-signing/release-signing.module';
import { RateLimitModule } from './adapter-modules/rate-limit/rate-limit.module';
import { StorageModule } from './adapter-modules/storage/storage.module';
import { JobsModule } from './jobs/jobs.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminModule } from './modules/admin/admin.module';
import { BillingCoreModule } from './modules/billing/billing-core.module';
import { BillingModule } from './modules/billing/billing.module';
import { LeadsModule } from './modules/leads/leads.module';
import { LicensingCoreModule } from './modules/licensing/licensing-core.module';
import { LicensingModule } from './modules/licensing/licensing.module';
import { ReleasesModule } from './modules/releases/releases.module';
import { processFoundation } from './process-foundation';

export type ExtraImports = NonNullable<ModuleMetadata['imports']>;

/** The HTTP process: the API, health probes, and in the embedded default the job consumer too. */
@Module({})
export class AppModule {
  /** `extraImports` lets tests add a module of their own (test-only controllers) to the real app. */
  static forRoot(config: AppConfig, extraImports: ExtraImports = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...processFoundation(config, 'api'),
        HttpConventionsModule,
        RateLimitModule,
        CaptchaModule,
        StorageModule,
        PaymentModule,
        LicenseSigningModule,
        ReleaseSigningModule,
        BillingCoreModule,
        LicensingCoreModule,
        JobsModule.forApi(config),
        HealthModule,
        AccountsModule,
        LicensingModule,
        ReleasesModule,
        BillingModule,
        LeadsModule,
        ApiDocsModule,
        AdminModule,
        ...(config.enableTestRoutes ? [DiagnosticsModule] : []),
        ...extraImports,
      ],
      providers: [HttpServerDrain],
    };
  }
}
