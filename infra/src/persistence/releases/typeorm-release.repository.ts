import { ReleaseRepositoryPort, type MachinePlatform, type Release, type ReleaseChannel } from '@pointforge/domain';
import { In } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { isUniqueViolation } from '../unique-violation';
import { toRelease, toReleaseRow } from './release.mapper';
import { ReleaseOrmEntity } from './release.orm-entity';

export class TypeormReleaseRepository extends ReleaseRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async add(release: Release): Promise<boolean> {
    try {
      await this.database.run((manager) => manager.insert(ReleaseOrmEntity, toReleaseRow(release)));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findById(id: string): Promise<Release | null> {
    return this.database.findOne(ReleaseOrmEntity, { id }, toRelease);
  }

  async isPublished(version: string, platform: MachinePlatform, channel: ReleaseChannel): Promise<boolean> {
    return this.database.run((manager) => manager.existsBy(ReleaseOrmEntity, { version, platform, channel }));
  }

  async listAll(): Promise<Release[]> {
    return (await this.database.run((manager) => manager.find(ReleaseOrmEntity))).map(toRelease);
  }

  async listOnChannels(channels: readonly ReleaseChannel[], platform?: MachinePlatform): Promise<Release[]> {
    const where = { channel: In([...channels]), ...(platform === undefined ? {} : { platform }) };
    return (await this.database.run((manager) => manager.findBy(ReleaseOrmEntity, where))).map(toRelease);
  }
}
