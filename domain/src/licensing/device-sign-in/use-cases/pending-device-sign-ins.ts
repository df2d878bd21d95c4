import type { ClockPort } from '../../../shared/clock.port';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';
import type { DeviceAuthorization } from '../device-authorization.entity';
import type { DeviceAuthorizationRepositoryPort } from '../device-sign-in.repository.port';
import { userCodeInvalidError } from '../device-sign-in-errors';
import { normaliseUserCode } from '../device-sign-in-rules';

/** Who looks a user code up on the web, for the limits. */
export interface UserCodeLookup {
  userCode: string;
  userId: string;
  ipAddress: string;
}

/**
 * Finds the pending request a person's typed user code names, within the limits: each
 * lookup counts against the person and the address, so the codes of others cannot be
 * guessed (8 letters of 20 is 2^34 codes against a few dozen tries an hour).
 */
export class PendingDeviceSignIns {
  constructor(
    private readonly authorizations: DeviceAuthorizationRepositoryPort,
    private readonly limiter: RateLimiterPort,
    private readonly clock: ClockPort,
  ) {}

  /** The pending, unexpired request, or 404 OAUTH.USER_CODE_INVALID. */
  async find({ userCode, userId, ipAddress }: UserCodeLookup): Promise<DeviceAuthorization> {
    assertWithinRateLimits(
      await this.limiter.consume(RATE_LIMIT_KEYS.userCodeLookupPerUser(userId), RATE_LIMIT_RULES.userCodeLookupPerUser),
      await this.limiter.consume(RATE_LIMIT_KEYS.userCodeLookupPerIp(ipAddress), RATE_LIMIT_RULES.userCodeLookupPerIp),
    );
    const normalised = normaliseUserCode(userCode);
    const authorization = normalised === null ? null : await this.authorizations.findPendingByUserCode(normalised, this.clock.now());
    if (!authorization) throw userCodeInvalidError();
    return authorization;
  }
}
