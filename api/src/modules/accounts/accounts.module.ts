import { Module } from '@nestjs/common';

/**
 * Registration, email verification, login sessions, password reset and change, profile and preferences, account deletion (/api/auth/*).
 * Controllers, DTOs and use-case providers land here; the ports they need are provided
 * globally by the infrastructure modules.
 */
@Module({})
export class AccountsModule {}
