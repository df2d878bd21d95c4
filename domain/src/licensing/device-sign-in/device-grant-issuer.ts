import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { DeviceGrant, DeviceGrantTokens } from './device-grant.entity';
import type { DeviceGrantRepositoryPort } from './device-sign-in.repository.port';
import { ACCESS_TOKEN_LIFETIME_MS, DESKTOP_SCOPE, REFRESH_TOKEN_LIFETIME_MS } from './device-sign-in-rules';

/** What the token endpoint (and a key activation, as `credentials`) hands the app; the server keeps only hashes. */
export interface DeviceTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token runs. */
  expiresIn: number;
  tokenType: 'Bearer';
  scope: string;
}

/** Who and what a new grant is for. */
export type DeviceGrantSubject = Pick<DeviceGrant, 'userId' | 'licenseId' | 'fingerprint' | 'machineId'>;

/** Issues and refreshes device grants: new random tokens each time, stored as SHA-256 hashes. */
export class DeviceGrantIssuer {
  constructor(
    private readonly grants: DeviceGrantRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async issue(subject: DeviceGrantSubject): Promise<DeviceTokens> {
    const { stored, issued } = this.newTokens();
    await this.grants.issue({ id: this.tokens.newId(), ...subject, ...stored, createdAt: this.clock.now() });
    return issued;
  }

  /** Binds a bearer's grant to the activation it just drove. */
  async bindMachine(grantId: string, machineId: string): Promise<void> {
    await this.grants.bindMachine(grantId, machineId);
  }

  /** Rotates both tokens; null when another refresh with the same token won the race. */
  async refresh(grant: DeviceGrant): Promise<DeviceTokens | null> {
    const { stored, issued } = this.newTokens();
    return (await this.grants.rotate(grant.id, grant.refreshTokenHash, stored)) ? issued : null;
  }

  private newTokens(): { stored: DeviceGrantTokens; issued: DeviceTokens } {
    const now = this.clock.now().getTime();
    const access = this.tokens.newSecretToken();
    const refresh = this.tokens.newSecretToken();
    return {
      stored: {
        accessTokenHash: access.hash,
        accessExpiresAt: new Date(now + ACCESS_TOKEN_LIFETIME_MS),
        refreshTokenHash: refresh.hash,
        refreshExpiresAt: new Date(now + REFRESH_TOKEN_LIFETIME_MS),
      },
      issued: { accessToken: access.token, refreshToken: refresh.token, expiresIn: ACCESS_TOKEN_LIFETIME_MS / 1000, tokenType: 'Bearer', scope: DESKTOP_SCOPE },
    };
  }
}
