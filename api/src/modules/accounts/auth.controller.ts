import { Body, Controller, Delete, Get, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordUseCase,
  ConfirmPasswordUseCase,
  DeleteAccountUseCase,
  ForgotPasswordUseCase,
  LogOutUseCase,
  RegisterUseCase,
  ResendVerificationUseCase,
  ResetPasswordUseCase,
  UpdatePreferencesUseCase,
  UpdateProfileUseCase,
  VerifyEmailUseCase,
  type VerifyEmailResult,
  type AuthenticatedSession,
  type LogInOutcome,
  type PublicUser,
  type TwoFactorChallenge,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { LimitPerIp } from '../../adapter-modules/rate-limit/ip-rate-limit.guard';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ConfirmPasswordDto } from './dto/two-factor.dto';
import { ForgotPasswordDto, ResendVerificationDto } from './dto/forgot-password.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdatePreferencesDto } from './dto/update-preferences.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { VerifyEmailParams } from './dto/verify-email.params';
import { LocalAuthGuard, LoggedIn } from './login/local-auth.guard';
import { CurrentSession } from './session/current-session.decorator';
import { RequireRecentAuthentication } from './session/recent-authentication.guard';
import { SessionAuthGuard } from './session/session-auth.guard';
import { SessionCookie } from './session/session-cookie';

type UserResult = ApiResult<{ user: PublicUser }>;
type TwoFactorRequiredResult = ApiResult<TwoFactorChallenge>;

/** /api/auth/*: each route hands its validated input to one account use case. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly sessionCookie: SessionCookie,
    private readonly registerUseCase: RegisterUseCase,
    private readonly verifyEmailUseCase: VerifyEmailUseCase,
    private readonly logOutUseCase: LogOutUseCase,
    private readonly forgotPasswordUseCase: ForgotPasswordUseCase,
    private readonly resetPasswordUseCase: ResetPasswordUseCase,
    private readonly updateProfileUseCase: UpdateProfileUseCase,
    private readonly updatePreferencesUseCase: UpdatePreferencesUseCase,
    private readonly changePasswordUseCase: ChangePasswordUseCase,
    private readonly deleteAccountUseCase: DeleteAccountUseCase,
    private readonly confirmPasswordUseCase: ConfirmPasswordUseCase,
    private readonly resendVerificationUseCase: ResendVerificationUseCase,
  ) {}

  /** The same 201 whether or not the address is registered; its owner learns by email. */
  @Post('register')
  @LimitPerIp('registerPerIp')
  async register(@Body() body: RegisterDto): Promise<ApiResult> {
    await this.registerUseCase.execute(body);
    return { message: ACCOUNT_MESSAGES.registered };
  }

  /**
   * The password step. Without two-factor sign-in it opens the session. With it, the answer
   * is `twoFactorRequired: true` and a pending sign-in (`challengeToken`, 5 minutes) for
   * POST login/two-factor, and no session cookie.
   */
  @PostAction('login')
  @UseGuards(LocalAuthGuard)
  logIn(@LoggedIn() login: LogInOutcome, @Res({ passthrough: true }) response: Response): UserResult | TwoFactorRequiredResult {
    if (login.twoFactorRequired) {
      return {
        message: ACCOUNT_MESSAGES.twoFactorRequired,
        twoFactorRequired: true,
        challengeToken: login.challengeToken,
        expiresAt: login.expiresAt,
      };
    }
    this.sessionCookie.set(response, login.sessionToken);
    return { message: ACCOUNT_MESSAGES.loggedIn, user: login.user };
  }

  /** 200 with `alreadyVerified: true` for an old link of an account verified already (docs/security.md); 400 for any other refused link. */
  @PostAction('verify-email/:token')
  async verifyEmail(@Param() params: VerifyEmailParams): Promise<ApiResult<VerifyEmailResult>> {
    const result = await this.verifyEmailUseCase.execute({ token: params.token });
    return { message: result.alreadyVerified ? ACCOUNT_MESSAGES.emailAlreadyVerified : ACCOUNT_MESSAGES.emailVerified, ...result };
  }

  /** Always the same 200: the answer never tells whether the address is registered. */
  @PostAction('forgot-password')
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: Request): Promise<ApiResult> {
    await this.forgotPasswordUseCase.execute({ email: body.email, ipAddress: clientIp(request) });
    return { message: ACCOUNT_MESSAGES.forgotPasswordSent };
  }

  /**
   * "Resend verification email" on the login page. Always the same 200, so the answer never
   * tells whether the address is registered or verified; an unverified account's owner gets
   * a new link, at most 3 an hour (the use case's own limit, counted silently).
   */
  @PostAction('resend-verification')
  @LimitPerIp('resendVerificationPerIp')
  async resendVerification(@Body() body: ResendVerificationDto): Promise<ApiResult> {
    await this.resendVerificationUseCase.execute({ email: body.email });
    return { message: ACCOUNT_MESSAGES.verificationResent };
  }

  @PostAction('reset-password')
  async resetPassword(@Body() body: ResetPasswordDto): Promise<ApiResult> {
    await this.resetPasswordUseCase.execute(body);
    return { message: ACCOUNT_MESSAGES.passwordReset };
  }

  /** Ends the session behind the cookie, if any, and drops the cookie; fine without a session. */
  @PostAction('logout')
  async logOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<ApiResult> {
    await this.logOutUseCase.execute({ sessionToken: this.sessionCookie.read(request) });
    this.sessionCookie.clear(response);
    return { message: ACCOUNT_MESSAGES.loggedOut };
  }

  /** The user the session guard has just read with the session, in the same query: no second lookup. */
  @Get('me')
  @UseGuards(SessionAuthGuard)
  me(@CurrentSession() { user }: AuthenticatedSession): UserResult {
    return { user };
  }

  @Patch('profile')
  @UseGuards(SessionAuthGuard)
  async updateProfile(@CurrentSession() { user }: AuthenticatedSession, @Body() body: UpdateProfileDto): Promise<UserResult> {
    const updated = await this.updateProfileUseCase.execute({ userId: user.id, ...body });
    return { message: ACCOUNT_MESSAGES.profileUpdated, user: updated };
  }

  @Patch('preferences')
  @UseGuards(SessionAuthGuard)
  async updatePreferences(@CurrentSession() { user }: AuthenticatedSession, @Body() body: UpdatePreferencesDto): Promise<UserResult> {
    const updated = await this.updatePreferencesUseCase.execute({ userId: user.id, ...body });
    return { message: ACCOUNT_MESSAGES.preferencesUpdated, user: updated };
  }

  /** Every session ends; this browser stays signed in on a new session cookie. */
  @PostAction('change-password')
  @UseGuards(SessionAuthGuard)
  async changePassword(
    @CurrentSession() { user, session }: AuthenticatedSession,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiResult> {
    const { sessionToken } = await this.changePasswordUseCase.execute({ userId: user.id, authentication: session.authentication, ...body });
    this.sessionCookie.set(response, sessionToken);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  /**
   * The password (and a second factor when two-factor sign-in is on) again, before a
   * dangerous action: the session is replaced by a new one, recent for 10 minutes.
   */
  @PostAction('confirm-password')
  @UseGuards(SessionAuthGuard)
  async confirmPassword(
    @CurrentSession() { user }: AuthenticatedSession,
    @Body() body: ConfirmPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiResult> {
    const { sessionToken } = await this.confirmPasswordUseCase.execute({
      userId: user.id,
      sessionToken: this.sessionCookie.read(request),
      ...body,
    });
    this.sessionCookie.set(response, sessionToken);
    return { message: ACCOUNT_MESSAGES.passwordConfirmed };
  }

  /** Needs a sign-in or a password confirmation within 10 minutes: a session left open is not enough. */
  @Delete('delete-account')
  @RequireRecentAuthentication()
  async deleteAccount(@CurrentSession() { user }: AuthenticatedSession, @Res({ passthrough: true }) response: Response): Promise<ApiResult> {
    await this.deleteAccountUseCase.execute({ userId: user.id });
    this.sessionCookie.clear(response);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  }
}
