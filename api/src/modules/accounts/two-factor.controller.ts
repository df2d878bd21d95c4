import { Body, Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ACCOUNT_MESSAGES,
  BeginTwoFactorEnrolmentUseCase,
  CompleteTwoFactorLogInUseCase,
  ConfirmTwoFactorEnrolmentUseCase,
  DisableTwoFactorUseCase,
  GetTwoFactorStatusUseCase,
  RegenerateRecoveryCodesUseCase,
  type AuthenticatedSession,
  type PublicUser,
  type TwoFactorStatus,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { ConfirmTwoFactorDto, DisableTwoFactorDto, TwoFactorLoginDto } from './dto/two-factor.dto';
import { CurrentSession } from './session/current-session.decorator';
import { SessionAuthGuard } from './session/session-auth.guard';
import { SessionCookie } from './session/session-cookie';
import { qrCodeDataUrl } from './two-factor/qr-code';

/**
 * Two-factor sign-in (TOTP): the code step of a login, and enrolment, status, recovery
 * codes and disabling for the signed-in user. The password step is POST /api/auth/login.
 * Enrolment and new recovery codes need a recent authentication (403
 * ACCOUNTS.REAUTHENTICATION_REQUIRED, decided by their use cases); disabling asks for the
 * password and a second factor itself.
 */
@Controller('auth')
export class TwoFactorController {
  constructor(
    private readonly sessionCookie: SessionCookie,
    private readonly completeLogInUseCase: CompleteTwoFactorLogInUseCase,
    private readonly getStatusUseCase: GetTwoFactorStatusUseCase,
    private readonly beginEnrolmentUseCase: BeginTwoFactorEnrolmentUseCase,
    private readonly confirmEnrolmentUseCase: ConfirmTwoFactorEnrolmentUseCase,
    private readonly disableUseCase: DisableTwoFactorUseCase,
    private readonly regenerateRecoveryCodesUseCase: RegenerateRecoveryCodesUseCase,
  ) {}

  /** The pending sign-in plus a code or a recovery code: opens the session, as a login without 2FA does. */
  @PostAction('login/two-factor')
  async completeLogIn(
    @Body() body: TwoFactorLoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiResult<{ user: PublicUser }>> {
    const login = await this.completeLogInUseCase.execute({
      ...body,
      ipAddress: clientIp(request),
      previousSessionToken: this.sessionCookie.read(request) || null,
    });
    this.sessionCookie.set(response, login.sessionToken);
    return { message: ACCOUNT_MESSAGES.loggedIn, user: login.user };
  }

  @Get('two-factor')
  @UseGuards(SessionAuthGuard)
  async status(@CurrentSession() { user }: AuthenticatedSession): Promise<ApiResult<{ twoFactor: TwoFactorStatus }>> {
    return { twoFactor: await this.getStatusUseCase.execute({ userId: user.id }) };
  }

  /** A new secret, its otpauth URI and that URI as a QR code image; shown this once. */
  @PostAction('two-factor/enrolment')
  @UseGuards(SessionAuthGuard)
  async beginEnrolment(@CurrentSession() { session }: AuthenticatedSession): Promise<ApiResult<{ secret: string; otpauthUri: string; qrCode: string }>> {
    const enrolment = await this.beginEnrolmentUseCase.execute({ session });
    return { ...enrolment, qrCode: await qrCodeDataUrl(enrolment.otpauthUri) };
  }

  /**
   * The code proves the app holds the secret: two-factor sign-in goes on; the recovery codes
   * come this once. This browser gets a new session cookie; every other session ends.
   */
  @PostAction('two-factor/enrolment/confirm')
  @UseGuards(SessionAuthGuard)
  async confirmEnrolment(
    @CurrentSession() { session }: AuthenticatedSession,
    @Body() body: ConfirmTwoFactorDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiResult<{ recoveryCodes: string[] }>> {
    const confirmed = await this.confirmEnrolmentUseCase.execute({ session, code: body.code });
    this.sessionCookie.set(response, confirmed.sessionToken);
    return { message: ACCOUNT_MESSAGES.twoFactorEnabled, recoveryCodes: confirmed.recoveryCodes };
  }

  /** Ten new recovery codes, shown this once; every earlier one stops working. */
  @PostAction('two-factor/recovery-codes')
  @UseGuards(SessionAuthGuard)
  async regenerateRecoveryCodes(@CurrentSession() { session }: AuthenticatedSession): Promise<ApiResult<{ recoveryCodes: string[] }>> {
    const { recoveryCodes } = await this.regenerateRecoveryCodesUseCase.execute({ session });
    return { message: ACCOUNT_MESSAGES.recoveryCodesRegenerated, recoveryCodes };
  }

  @PostAction('two-factor/disable')
  @UseGuards(SessionAuthGuard)
  async disable(@CurrentSession() { user }: AuthenticatedSession, @Body() body: DisableTwoFactorDto): Promise<ApiResult> {
    await this.disableUseCase.execute({ userId: user.id, ...body });
    return { message: ACCOUNT_MESSAGES.twoFactorDisabled };
  }
}
