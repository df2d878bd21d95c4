import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';
import { tokenError, type TokenError } from '../device-sign-in-errors';
import { DESKTOP_CLIENT_ID } from '../device-sign-in-rules';

/** Who asks the token endpoint. */
export interface TokenRequester {
  clientId: string;
  ipAddress: string;
}

/**
 * What every token request (a poll or a refresh) passes first: it counts against the
 * caller's address (429 past the limit), and only the desktop app's client id is known.
 */
export class TokenEndpointGate {
  constructor(private readonly limiter: RateLimiterPort) {}

  /** invalid_client for another client; null to go on. */
  async admit({ clientId, ipAddress }: TokenRequester): Promise<TokenError | null> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.deviceTokenPerIp(ipAddress), RATE_LIMIT_RULES.deviceTokenPerIp));
    return clientId === DESKTOP_CLIENT_ID ? null : tokenError('invalid_client', 'Unknown client_id.');
  }
}
