import { Module } from '@nestjs/common';
import { AuthenticateSessionUseCase, RecentAuthenticationCheck } from '@pointforge/domain';
import { accountUseCaseProviders } from './account-use-cases.providers';
import { AuthController } from './auth.controller';
import { TwoFactorController } from './two-factor.controller';
import { LocalStrategy } from './login/local.strategy';
import { SessionAuthGuard } from './session/session-auth.guard';
import { SessionCookie } from './session/session-cookie';

/**
 * Registration, email verification, login sessions, two-factor sign-in, password reset
 * and change, profile and preferences, account deletion (/api/auth/*). The ports come from the global
 * adapter modules. Other contexts import this module for SessionAuthGuard and
 * `@CurrentSession()` on their signed-in routes.
 */
@Module({
  controllers: [AuthController, TwoFactorController],
  providers: [...accountUseCaseProviders, SessionCookie, SessionAuthGuard, LocalStrategy],
  exports: [AuthenticateSessionUseCase, RecentAuthenticationCheck, SessionCookie, SessionAuthGuard],
})
export class AccountsModule {}
