import { AuthenticateSessionUseCase } from '../accounts/use-cases/authenticate-session.use-case';
import { BeginTwoFactorEnrolmentUseCase } from '../accounts/use-cases/begin-two-factor-enrolment.use-case';
import { ChangePasswordUseCase } from '../accounts/use-cases/change-password.use-case';
import { CompleteTwoFactorLogInUseCase } from '../accounts/use-cases/complete-two-factor-log-in.use-case';
import { ConfirmPasswordUseCase } from '../accounts/use-cases/confirm-password.use-case';
import { ConfirmTwoFactorEnrolmentUseCase } from '../accounts/use-cases/confirm-two-factor-enrolment.use-case';
import { DisableTwoFactorUseCase } from '../accounts/use-cases/disable-two-factor.use-case';
import { ForgotPasswordUseCase } from '../accounts/use-cases/forgot-password.use-case';
import { GetTwoFactorStatusUseCase } from '../accounts/use-cases/get-two-factor-status.use-case';
import { LogInUseCase } from '../accounts/use-cases/log-in.use-case';
import { LogOutUseCase } from '../accounts/use-cases/log-out.use-case';
import { RecentAuthenticationCheck } from '../accounts/use-cases/recent-authentication';
import { RegenerateRecoveryCodesUseCase } from '../accounts/use-cases/regenerate-recovery-codes.use-case';
import { RegisterUseCase } from '../accounts/use-cases/register.use-case';
import { ResendVerificationUseCase } from '../accounts/use-cases/resend-verification.use-case';
import { ResetPasswordUseCase } from '../accounts/use-cases/reset-password.use-case';
import { UpdatePreferencesUseCase } from '../accounts/use-cases/update-preferences.use-case';
import { UpdateProfileUseCase } from '../accounts/use-cases/update-profile.use-case';
import { VerifyEmailUseCase } from '../accounts/use-cases/verify-email.use-case';
import type { AccountTestKit } from './account-test-kit';
import { createTeamServices } from './team-test-kit';

/**
 * The account use cases over the kit's fakes, each wired as the API wires it
 * (api/src/modules/accounts/account-use-cases.providers.ts), so a spec takes the ones it
 * tests by name and a constructor change is made here once. Account deletion is left out:
 * its specs give it their own hooks.
 */
export function createAccountUseCases(kit: AccountTestKit) {
  const { users, authTokens, sessions, hasher, commonPasswords, tokens, clock, jobs, links, limiter, transaction, twoFactor, totp, securityEvents } = kit;
  const { onboarding } = createTeamServices(kit);
  const resendVerification = new ResendVerificationUseCase(users, authTokens, tokens, clock, jobs, links, limiter, transaction, securityEvents);
  return {
    register: new RegisterUseCase(users, authTokens, hasher, commonPasswords, tokens, clock, jobs, links, transaction, limiter, securityEvents, onboarding),
    verifyEmail: new VerifyEmailUseCase(users, authTokens, tokens, clock, transaction, onboarding),
    resendVerification,
    logIn: new LogInUseCase(users, sessions, authTokens, hasher, tokens, clock, limiter, resendVerification),
    completeTwoFactorLogIn: new CompleteTwoFactorLogInUseCase(users, sessions, authTokens, twoFactor, totp, tokens, clock, limiter),
    getTwoFactorStatus: new GetTwoFactorStatusUseCase(twoFactor),
    beginTwoFactorEnrolment: new BeginTwoFactorEnrolmentUseCase(users, twoFactor, totp, clock),
    confirmTwoFactorEnrolment: new ConfirmTwoFactorEnrolmentUseCase(users, sessions, twoFactor, totp, tokens, clock, jobs, links, transaction),
    regenerateRecoveryCodes: new RegenerateRecoveryCodesUseCase(twoFactor, tokens, clock),
    recentAuthentication: new RecentAuthenticationCheck(twoFactor, clock),
    disableTwoFactor: new DisableTwoFactorUseCase(users, twoFactor, hasher, totp, tokens, clock, jobs, links, limiter, transaction),
    authenticateSession: new AuthenticateSessionUseCase(sessions, tokens, clock),
    logOut: new LogOutUseCase(sessions, tokens),
    forgotPassword: new ForgotPasswordUseCase(users, authTokens, tokens, clock, jobs, links, limiter, transaction, securityEvents),
    resetPassword: new ResetPasswordUseCase(users, authTokens, sessions, hasher, commonPasswords, tokens, clock, jobs, links, limiter, transaction),
    changePassword: new ChangePasswordUseCase(users, sessions, authTokens, hasher, commonPasswords, tokens, clock, jobs, links, limiter, transaction),
    confirmPassword: new ConfirmPasswordUseCase(users, sessions, twoFactor, hasher, totp, tokens, clock, limiter),
    updateProfile: new UpdateProfileUseCase(users, clock),
    updatePreferences: new UpdatePreferencesUseCase(users, clock),
  };
}
