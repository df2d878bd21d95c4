import type { DeviceAuthorization } from '../licensing/device-sign-in/device-authorization.entity';
import type { DeviceGrant, DeviceGrantTokens } from '../licensing/device-sign-in/device-grant.entity';
import {
  DeviceAuthorizationRepositoryPort,
  DeviceGrantRepositoryPort,
  type DeviceAuthorizationVerdict,
} from '../licensing/device-sign-in/device-sign-in.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryDeviceAuthorizationRepository extends InMemoryRepository implements DeviceAuthorizationRepositoryPort {
  async create(authorization: DeviceAuthorization): Promise<void> {
    this.store.deviceAuthorizations.insert(authorization);
  }

  async findByDeviceCodeHash(deviceCodeHash: string): Promise<DeviceAuthorization | null> {
    return this.store.deviceAuthorizations.find((stored) => stored.deviceCodeHash === deviceCodeHash);
  }

  async findPendingByUserCode(userCode: string, now: Date): Promise<DeviceAuthorization | null> {
    return this.store.deviceAuthorizations.find(
      (stored) => stored.userCode === userCode && stored.decision === 'pending' && stored.expiresAt.getTime() > now.getTime(),
    );
  }

  async decide(id: string, verdict: DeviceAuthorizationVerdict): Promise<boolean> {
    const changes = { decision: verdict.decision, userId: verdict.userId, licenseId: verdict.decision === 'approved' ? verdict.licenseId : null };
    return this.store.deviceAuthorizations.update((stored) => stored.id === id && stored.decision === 'pending', changes) === 1;
  }

  async recordPoll(id: string, polledAt: Date, intervalSeconds: number): Promise<void> {
    this.store.deviceAuthorizations.update((stored) => stored.id === id, { lastPolledAt: polledAt, intervalSeconds });
  }

  async consume(id: string): Promise<boolean> {
    return this.store.deviceAuthorizations.delete((stored) => stored.id === id) === 1;
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.store.deviceAuthorizations.delete((stored) => stored.expiresAt.getTime() < now.getTime());
  }
}

export class InMemoryDeviceGrantRepository extends InMemoryRepository implements DeviceGrantRepositoryPort {
  async issue(grant: DeviceGrant): Promise<void> {
    this.store.deviceGrants.delete((stored) => stored.licenseId === grant.licenseId && stored.fingerprint === grant.fingerprint);
    this.store.deviceGrants.insert(grant);
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<DeviceGrant | null> {
    return this.store.deviceGrants.find((stored) => stored.accessTokenHash === accessTokenHash);
  }

  async findByRefreshTokenHash(refreshTokenHash: string): Promise<DeviceGrant | null> {
    return this.store.deviceGrants.find((stored) => stored.refreshTokenHash === refreshTokenHash);
  }

  async rotate(id: string, fromRefreshTokenHash: string, tokens: DeviceGrantTokens): Promise<boolean> {
    return this.store.deviceGrants.update((stored) => stored.id === id && stored.refreshTokenHash === fromRefreshTokenHash, tokens) === 1;
  }

  async bindMachine(id: string, machineId: string): Promise<void> {
    this.store.deviceGrants.update((stored) => stored.id === id, { machineId });
  }

  async revoke(id: string): Promise<void> {
    this.store.deviceGrants.delete((stored) => stored.id === id);
  }
}
