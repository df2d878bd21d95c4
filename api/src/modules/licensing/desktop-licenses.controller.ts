import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ActivateMachineUseCase,
  DeactivateMachineUseCase,
  DESKTOP_LICENSE_CODES,
  ValidateLicenseUseCase,
  type LicenseValidation,
  type MachineActivated,
  type MachineDeactivated,
} from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { ActivateLicenseDto } from './dto/activate-license.dto';
import { ApiActivateLicense, ApiDeactivateLicense, ApiValidateLicense } from './desktop-licenses.openapi';
import { DeactivateLicenseDto } from './dto/deactivate-license.dto';
import { ValidateLicenseDto } from './dto/validate-license.dto';
import { desktopCredential } from './desktop-credential';

/**
 * /api/v1/licenses/*: the public licence API of the desktop app. The licence key in the
 * body, or a device's access token (`Authorization: Bearer`, from the device-code sign-in or
 * an activation by key), is the credential: no session, no CSRF headers (the guard exempts
 * these routes), no CORS (a desktop app is no browser). Bodies are never logged, so neither
 * is the key.
 * Every call counts against the caller's address and the licence (429 with Retry-After).
 */
@Controller('v1/licenses')
export class DesktopLicensesController {
  constructor(
    private readonly activateMachineUseCase: ActivateMachineUseCase,
    private readonly validateLicenseUseCase: ValidateLicenseUseCase,
    private readonly deactivateMachineUseCase: DeactivateMachineUseCase,
  ) {}

  /**
   * 200 with the licence, the machine and its licence file (and, by key, the device's
   * `credentials`); 404 NOT_FOUND, 401 INVALID_TOKEN, 403 EXPIRED, SUSPENDED, TRIAL_USED or
   * FINGERPRINT_MISMATCH, 409 TOO_MANY_MACHINES.
   */
  @PostAction('activate')
  @ApiActivateLicense()
  async activate(@Body() body: ActivateLicenseDto, @Req() request: Request): Promise<ApiResult<MachineActivated & { code: 'VALID' }>> {
    const { licenseKey: _key, ...details } = body;
    const credential = desktopCredential(request, body, { needsFingerprint: true });
    const activated = await this.activateMachineUseCase.execute({ ...details, ...credential, ipAddress: clientIp(request) });
    return { code: DESKTOP_LICENSE_CODES.valid, ...activated };
  }

  /** Always 200 for a well-formed request: the verdict is in `valid` and `code`. */
  @PostAction('validate')
  @ApiValidateLicense()
  async validate(@Body() body: ValidateLicenseDto, @Req() request: Request): Promise<ApiResult<LicenseValidation>> {
    const credential = desktopCredential(request, body, { needsFingerprint: false });
    return this.validateLicenseUseCase.execute({ fingerprint: body.fingerprint, ...credential, ipAddress: clientIp(request) });
  }

  /** 200 with the licence (its seat freed) and the released machine; 404 NOT_FOUND or NOT_ACTIVATED, 401 INVALID_TOKEN. */
  @PostAction('deactivate')
  @ApiDeactivateLicense()
  async deactivate(@Body() body: DeactivateLicenseDto, @Req() request: Request): Promise<ApiResult<MachineDeactivated>> {
    const credential = desktopCredential(request, body, { needsFingerprint: true });
    return this.deactivateMachineUseCase.execute({ fingerprint: body.fingerprint, ...credential, ipAddress: clientIp(request) });
  }
}
