import type { MachinePlatform } from '../licensing/machine.entity';
import type { Release, ReleaseChannel } from '../licensing/releases/release.entity';
import { ReleaseRepositoryPort } from '../licensing/releases/release.repository.port';
import { InMemoryRepository } from './in-memory-store';

export class InMemoryReleaseRepository extends InMemoryRepository implements ReleaseRepositoryPort {
  async add(release: Release): Promise<boolean> {
    if (this.published(release.version, release.platform, release.channel)) return false;
    this.store.releases.insert(release);
    return true;
  }

  async findById(id: string): Promise<Release | null> {
    return this.store.releases.get(id);
  }

  async isPublished(version: string, platform: MachinePlatform, channel: ReleaseChannel): Promise<boolean> {
    return this.published(version, platform, channel);
  }

  async listAll(): Promise<Release[]> {
    return this.store.releases.filter(() => true);
  }

  async listOnChannels(channels: readonly ReleaseChannel[], platform?: MachinePlatform): Promise<Release[]> {
    return this.store.releases.filter((release) => channels.includes(release.channel) && (platform === undefined || release.platform === platform));
  }

  private published(version: string, platform: MachinePlatform, channel: ReleaseChannel): boolean {
    return this.store.releases.find((release) => release.version === version && release.platform === platform && release.channel === channel) !== null;
  }
}
