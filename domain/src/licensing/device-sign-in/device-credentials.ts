import type { License } from '../license.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import type { SeatHolderLookupPort } from '../seat-holders.port';
import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { DeviceGrant } from './device-grant.entity';
import type { DeviceGrantRepositoryPort } from './device-sign-in.repository.port';

/**
 * - `valid`: the grant, and the licence its person still holds a seat on;
 * - `expired`: a known access token past its hour (the app refreshes);
 * - `revoked`: unknown, or its person no longer holds a seat, or its device was released.
 */
export type DeviceCredentialCheck = { kind: 'valid'; grant: DeviceGrant; license: License } | { kind: 'expired' } | { kind: 'revoked' };

/**
 * Checks a device's credential live at every use, so removing a member or releasing a
 * device takes effect at once: the person must still hold a seat on the grant's licence,
 * and a grant that drove an activation must still have that very activation. A grant
 * found wanting is deleted.
 */
export class DeviceCredentials {
  constructor(
    private readonly grants: DeviceGrantRepositoryPort,
    private readonly seats: SeatHolderLookupPort,
    private readonly machines: MachineRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async authenticate(accessToken: string): Promise<DeviceCredentialCheck> {
    const grant = await this.grants.findByAccessTokenHash(this.tokens.hashToken(accessToken));
    if (!grant) return { kind: 'revoked' };
    if (grant.accessExpiresAt.getTime() <= this.clock.now().getTime()) return { kind: 'expired' };
    const license = await this.stillHeld(grant);
    return license ? { kind: 'valid', grant, license } : { kind: 'revoked' };
  }

  /** Whether the grant's person holds a seat on its licence now. */
  async seatStands(grant: DeviceGrant): Promise<boolean> {
    return (await this.seats.seatOn(grant.licenseId, grant.userId)) !== null;
  }

  /** The grant's licence while its person holds a seat and its activation (if any) stands; else null, and the grant is deleted. */
  async stillHeld(grant: DeviceGrant): Promise<License | null> {
    const seat = await this.seats.seatOn(grant.licenseId, grant.userId);
    const machine = grant.machineId === null ? null : await this.machines.findByFingerprint(grant.licenseId, grant.fingerprint);
    if (seat && (grant.machineId === null || machine?.id === grant.machineId)) return seat.license;
    await this.grants.revoke(grant.id);
    return null;
  }
}
