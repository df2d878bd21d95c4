import { assertWithinRateLimits, RATE_LIMIT_KEYS, RATE_LIMIT_RULES } from '../../../shared/rate-limit-rules';
import type { RateLimiterPort } from '../../../shared/rate-limiter.port';

/** Every token request (polls and refreshes) counts against the caller's address. */
export class TokenEndpointLimit {
  constructor(private readonly limiter: RateLimiterPort) {}

  async consume(ipAddress: string): Promise<void> {
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS.deviceTokenPerIp(ipAddress), RATE_LIMIT_RULES.deviceTokenPerIp));
  }
}
