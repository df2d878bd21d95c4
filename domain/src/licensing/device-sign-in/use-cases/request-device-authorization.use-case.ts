import type { DuplicateValueCheck } from '../../use-cases/start-trial.use-case';
import type { MachineDetails } from '../../machine.entity';
import type { ClockPort } from '../../../shared/clock.port';
import { DAY_MS } from '../../../shared/time';
import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { DeviceAuthorizationRepositoryPort } from '../device-sign-in.repository.port';
import { tokenError, type TokenError } from '../device-sign-in-errors';
import { DESKTOP_CLIENT_ID, formatUserCode, generateUserCode } from '../device-sign-in-rules';

export interface RequestDeviceAuthorizationInput extends MachineDetails {
  clientId: string;
  fingerprint: string;
  ipAddress: string;
}

/** How long device codes live and how often apps may poll (DEVICE_CODE_LIFETIME_SECONDS, DEVICE_CODE_INTERVAL_SECONDS). */
export interface DeviceCodeTiming {
  lifetimeSeconds: number;
  intervalSeconds: number;
}

export interface DeviceAuthorizationStarted {
  ok: true;
  deviceCode: string;
  /** As shown: XXXX-XXXX. */
  userCode: string;
  expiresIn: number;
  interval: number;
}

/** A clash of user codes is a 1 in 2^34 event per pending code; three draws make it vanish. */
const USER_CODE_ATTEMPTS = 3;
/** Expired requests still answer expired_token for a day, then go. */
const EXPIRED_KEPT_MS = DAY_MS;

/**
 * The desktop app asks to sign in (POST /api/v1/oauth/device_authorization, RFC 8628 §3.1):
 * a device code for the app to poll with (kept as a hash) and a user code for the person
 * to type on /activate. Counted per address, so codes cannot be minted in bulk.
 */
export class RequestDeviceAuthorizationUseCase {
  constructor(
    private readonly authorizations: DeviceAuthorizationRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly limiter: RateLimiterPort,
    private readonly isDuplicateValue: DuplicateValueCheck,
    private readonly timing: DeviceCodeTiming,
  ) {}

  async execute(input: RequestDeviceAuthorizationInput): Promise<DeviceAuthorizationStarted | TokenError> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.deviceAuthorizationPerIp(input.ipAddress), RATE_LIMIT_RULES.deviceAuthorizationPerIp));
    if (input.clientId !== DESKTOP_CLIENT_ID) return tokenError('invalid_client', 'Unknown client_id.');
    const now = this.clock.now();
    await this.authorizations.deleteExpired(new Date(now.getTime() - EXPIRED_KEPT_MS));
    const deviceCode = this.tokens.newSecretToken();
    for (let attempt = 1; ; attempt += 1) {
      const userCode = generateUserCode(this.tokens);
      try {
        await this.authorizations.create({
          id: this.tokens.newId(),
          deviceCodeHash: deviceCode.hash,
          userCode,
          clientId: input.clientId,
          fingerprint: input.fingerprint,
          deviceName: input.name ?? null,
          platform: input.platform ?? null,
          appVersion: input.appVersion ?? null,
          requestedAt: now,
          expiresAt: new Date(now.getTime() + this.timing.lifetimeSeconds * 1000),
          intervalSeconds: this.timing.intervalSeconds,
          lastPolledAt: null,
          decision: 'pending',
          userId: null,
          licenseId: null,
        });
        return {
          ok: true,
          deviceCode: deviceCode.token,
          userCode: formatUserCode(userCode),
          expiresIn: this.timing.lifetimeSeconds,
          interval: this.timing.intervalSeconds,
        };
      } catch (error) {
        if (attempt >= USER_CODE_ATTEMPTS || !this.isDuplicateValue(error)) throw error;
      }
    }
  }
}
