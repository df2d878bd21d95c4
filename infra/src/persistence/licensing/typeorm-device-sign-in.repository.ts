import {
  DeviceAuthorizationRepositoryPort,
  DeviceGrantRepositoryPort,
  type DeviceAuthorization,
  type DeviceAuthorizationVerdict,
  type DeviceGrant,
  type DeviceGrantTokens,
} from '@pointforge/domain';
import { LessThan, MoreThan } from 'typeorm';
import { affectedRows, type DatabaseAccess } from '../database-access';
import { lockRowForWrite } from '../row-lock';
import { LicenseOrmEntity } from './license.orm-entity';
import { toDeviceAuthorization, toDeviceAuthorizationRow, toDeviceGrant, toDeviceGrantRow, toDeviceGrantTokenColumns } from './device-sign-in.mapper';
import { DeviceAuthorizationOrmEntity, DeviceGrantOrmEntity } from './device-sign-in.orm-entity';

export class TypeormDeviceAuthorizationRepository extends DeviceAuthorizationRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async create(authorization: DeviceAuthorization): Promise<void> {
    await this.database.run((manager) => manager.insert(DeviceAuthorizationOrmEntity, toDeviceAuthorizationRow(authorization)));
  }

  async findByDeviceCodeHash(deviceCodeHash: string): Promise<DeviceAuthorization | null> {
    return this.database.findOne(DeviceAuthorizationOrmEntity, { device_code_hash: deviceCodeHash }, toDeviceAuthorization);
  }

  async findPendingByUserCode(userCode: string, now: Date): Promise<DeviceAuthorization | null> {
    return this.database.findOne(DeviceAuthorizationOrmEntity, { user_code: userCode, decision: 'pending', expires_at: MoreThan(now) }, toDeviceAuthorization);
  }

  async decide(id: string, verdict: DeviceAuthorizationVerdict): Promise<boolean> {
    const changes = { decision: verdict.decision, user_id: verdict.userId, license_id: verdict.decision === 'approved' ? verdict.licenseId : null };
    const result = await this.database.run((manager) => manager.update(DeviceAuthorizationOrmEntity, { id, decision: 'pending' }, changes));
    return affectedRows(result) === 1;
  }

  async recordPoll(id: string, polledAt: Date, intervalSeconds: number): Promise<void> {
    await this.database.run((manager) => manager.update(DeviceAuthorizationOrmEntity, { id }, { last_polled_at: polledAt, interval_seconds: intervalSeconds }));
  }

  async consume(id: string): Promise<boolean> {
    return affectedRows(await this.database.run((manager) => manager.delete(DeviceAuthorizationOrmEntity, { id }))) === 1;
  }

  async deleteExpired(now: Date): Promise<number> {
    return affectedRows(await this.database.run((manager) => manager.delete(DeviceAuthorizationOrmEntity, { expires_at: LessThan(now) })));
  }
}

export class TypeormDeviceGrantRepository extends DeviceGrantRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async issue(grant: DeviceGrant): Promise<void> {
    await this.database.transaction(async (manager) => {
      // Activations of one licence take turns (as they do for its machines), so two issues for one
      // computer at once replace each other in order instead of meeting on its unique row.
      await lockRowForWrite(manager, LicenseOrmEntity, grant.licenseId);
      await manager.delete(DeviceGrantOrmEntity, { license_id: grant.licenseId, fingerprint: grant.fingerprint });
      await manager.insert(DeviceGrantOrmEntity, toDeviceGrantRow(grant));
    });
  }

  async findByAccessTokenHash(accessTokenHash: string): Promise<DeviceGrant | null> {
    return this.database.findOne(DeviceGrantOrmEntity, { access_token_hash: accessTokenHash }, toDeviceGrant);
  }

  async findByRefreshTokenHash(refreshTokenHash: string): Promise<DeviceGrant | null> {
    return this.database.findOne(DeviceGrantOrmEntity, { refresh_token_hash: refreshTokenHash }, toDeviceGrant);
  }

  async rotate(id: string, fromRefreshTokenHash: string, tokens: DeviceGrantTokens): Promise<boolean> {
    const result = await this.database.run((manager) =>
      manager.update(DeviceGrantOrmEntity, { id, refresh_token_hash: fromRefreshTokenHash }, toDeviceGrantTokenColumns(tokens)),
    );
    return affectedRows(result) === 1;
  }

  async bindMachine(id: string, machineId: string): Promise<void> {
    await this.database.run((manager) => manager.update(DeviceGrantOrmEntity, { id }, { machine_id: machineId }));
  }

  async revoke(id: string): Promise<void> {
    await this.database.run((manager) => manager.delete(DeviceGrantOrmEntity, { id }));
  }
}
