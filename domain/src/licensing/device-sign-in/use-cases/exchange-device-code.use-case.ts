import type { ClockPort } from '../../../shared/clock.port';
import type { SeatHolderLookupPort } from '../../seat-holders.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { DeviceAuthorization } from '../device-authorization.entity';
import type { DeviceAuthorizationRepositoryPort } from '../device-sign-in.repository.port';
import { tokenError, type TokenError } from '../device-sign-in-errors';
import type { DeviceGrantIssuer, DeviceTokens } from '../device-grant-issuer';
import { SLOW_DOWN_STEP_SECONDS } from '../device-sign-in-rules';
import type { TokenEndpointGate, TokenRequester } from './token-endpoint-gate';

export interface ExchangeDeviceCodeInput extends TokenRequester {
  deviceCode: string;
}

export interface TokensIssued {
  ok: true;
  tokens: DeviceTokens;
}

/**
 * The app polls with its device code (POST /api/v1/oauth/token, grant_type
 * urn:ietf:params:oauth:grant-type:device_code, RFC 8628 §3.4–3.5): authorization_pending
 * until the person decides, slow_down (and five more seconds of interval) when it polls
 * sooner than its interval, access_denied once denied, expired_token once expired; once
 * approved, a device grant bound to the person, the licence chosen and the fingerprint.
 * A code yields tokens once: it is deleted in the same step, so a second exchange is
 * invalid_grant, as is a code never issued.
 */
export class ExchangeDeviceCodeUseCase {
  constructor(
    private readonly authorizations: DeviceAuthorizationRepositoryPort,
    private readonly seats: SeatHolderLookupPort,
    private readonly issuer: DeviceGrantIssuer,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly gate: TokenEndpointGate,
  ) {}

  async execute(input: ExchangeDeviceCodeInput): Promise<TokensIssued | TokenError> {
    const refused = await this.gate.admit(input);
    if (refused) return refused;
    const authorization = await this.authorizations.findByDeviceCodeHash(this.tokens.hashToken(input.deviceCode));
    if (!authorization || authorization.clientId !== input.clientId) return unknownDeviceCode();
    const now = this.clock.now();
    if (authorization.expiresAt.getTime() <= now.getTime()) return tokenError('expired_token', 'The device code has expired. Start the sign-in again.');
    switch (authorization.decision) {
      case 'denied':
        return tokenError('access_denied', 'The sign-in was denied.');
      case 'pending':
        return this.stillPending(authorization, now);
      case 'approved':
        return this.approved(authorization);
    }
  }

  private async stillPending(authorization: DeviceAuthorization, now: Date): Promise<TokenError> {
    const tooSoon = authorization.lastPolledAt !== null && now.getTime() - authorization.lastPolledAt.getTime() < authorization.intervalSeconds * 1000;
    const interval = tooSoon ? authorization.intervalSeconds + SLOW_DOWN_STEP_SECONDS : authorization.intervalSeconds;
    await this.authorizations.recordPoll(authorization.id, now, interval);
    return tooSoon
      ? tokenError('slow_down', `Polling too fast: wait ${interval} seconds between requests.`)
      : tokenError('authorization_pending', 'The sign-in has not been approved yet.');
  }

  private async approved(authorization: DeviceAuthorization): Promise<TokensIssued | TokenError> {
    const { userId, licenseId } = authorization;
    if (userId === null || licenseId === null || !(await this.authorizations.consume(authorization.id))) {
      return unknownDeviceCode();
    }
    // The seat may have gone between the approval and this poll.
    if (!(await this.seats.seatOn(licenseId, userId))) return tokenError('access_denied', 'The sign-in is no longer allowed.');
    const tokens = await this.issuer.issue({ userId, licenseId, fingerprint: authorization.fingerprint, machineId: null });
    return { ok: true, tokens };
  }
}

/** RFC 6749 §5.2's invalid_grant for a code never issued, for another client, or already exchanged. */
function unknownDeviceCode(): TokenError {
  return tokenError('invalid_grant', 'The device code is unknown or was already used.');
}
