import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import {
  AuditLogPort,
  AuditTrail,
  CheckAdminAccessUseCase,
  ClockPort,
  LeadRepositoryPort,
  ListAuditEntriesUseCase,
  ListLeadsUseCase,
  MoveLeadStatusUseCase,
  TokenGeneratorPort,
  TransactionPort,
  TwoFactorRepositoryPort,
} from '@pointforge/domain';
import { AccountsModule } from '../accounts/accounts.module';
import { useCaseProvider } from '../accounts/use-case-provider';
import { AdminAuditInterceptor } from './admin-audit.interceptor';
import { AdminGuard } from './admin.guard';
import { AuditAdminController } from './audit-admin.controller';
import { LeadsAdminController } from './leads-admin.controller';

/**
 * The operator console's API (/api/admin/*). Its guard and audit interceptor are global but
 * act only on admin controllers (`@AdminController`), so a controller added here (customers,
 * licences, subscriptions) is guarded and audited by being declared.
 */
@Module({
  imports: [AccountsModule],
  controllers: [LeadsAdminController, AuditAdminController],
  providers: [
    useCaseProvider(AuditTrail, [AuditLogPort, TokenGeneratorPort, ClockPort]),
    useCaseProvider(CheckAdminAccessUseCase, [TwoFactorRepositoryPort]),
    useCaseProvider(ListAuditEntriesUseCase, [AuditLogPort]),
    useCaseProvider(ListLeadsUseCase, [LeadRepositoryPort]),
    useCaseProvider(MoveLeadStatusUseCase, [LeadRepositoryPort, AuditTrail, TransactionPort]),
    { provide: APP_GUARD, useClass: AdminGuard },
    { provide: APP_INTERCEPTOR, useClass: AdminAuditInterceptor },
  ],
})
export class AdminModule {}
