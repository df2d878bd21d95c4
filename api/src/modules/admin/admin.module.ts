import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
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
import { AdminGuard } from './admin.guard';
import { AuditAdminController } from './audit-admin.controller';
import { LeadsAdminController } from './leads-admin.controller';

/**
 * The operator console's API (/api/admin/*). Its guard is global but acts only on admin
 * controllers, so a controller added here (customers, licences, subscriptions) is guarded by
 * being declared; `@AdminController` binds the audit interceptor, and the guard refuses an
 * admin controller without it.
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
  ],
})
export class AdminModule {}
