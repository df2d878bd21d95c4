import type { ClockPort } from '../../../shared/clock.port';
import type { TokenGeneratorPort } from '../../../shared/token-generator.port';
import type { DeviceCredentials } from '../device-credentials';
import type { DeviceGrantRepositoryPort } from '../device-sign-in.repository.port';
import { tokenError, type TokenError } from '../device-sign-in-errors';
import type { DeviceGrantIssuer } from '../device-grant-issuer';
import type { TokensIssued } from './exchange-device-code.use-case';
import type { TokenEndpointGate, TokenRequester } from './token-endpoint-gate';

export interface RefreshDeviceTokensInput extends TokenRequester {
  refreshToken: string;
}

/**
 * grant_type refresh_token (RFC 6749 §6): both tokens are replaced, so the old refresh
 * token stops working; invalid_grant for an unknown, expired or replaced one, and once the
 * person has no seat or the device was released (the grant is deleted then).
 */
export class RefreshDeviceTokensUseCase {
  constructor(
    private readonly grants: DeviceGrantRepositoryPort,
    private readonly credentials: DeviceCredentials,
    private readonly issuer: DeviceGrantIssuer,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
    private readonly gate: TokenEndpointGate,
  ) {}

  async execute(input: RefreshDeviceTokensInput): Promise<TokensIssued | TokenError> {
    const unknownClient = await this.gate.admit(input);
    if (unknownClient) return unknownClient;
    const refused = tokenError('invalid_grant', 'The refresh token is unknown, expired or revoked. Sign in again.');
    const grant = await this.grants.findByRefreshTokenHash(this.tokens.hashToken(input.refreshToken));
    if (!grant || grant.refreshExpiresAt.getTime() <= this.clock.now().getTime()) return refused;
    if (!(await this.credentials.stillHeld(grant))) return refused;
    const tokens = await this.issuer.refresh(grant);
    return tokens ? { ok: true, tokens } : refused;
  }
}
