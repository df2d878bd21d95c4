import type { MachinePlatform } from '../machine.entity';
import type { Release, ReleaseChannel } from './release.entity';

/** The published releases. A version is unique per platform and channel (a unique index). */
export abstract class ReleaseRepositoryPort {
  /** Stores a new release; false when its version is already published for its platform and channel. */
  abstract add(release: Release): Promise<boolean>;
  abstract findById(id: string): Promise<Release | null>;
  abstract isPublished(version: string, platform: MachinePlatform, channel: ReleaseChannel): Promise<boolean>;
  /** Every release, in no particular order (the console sorts). */
  abstract listAll(): Promise<Release[]>;
  /** The releases on these channels, of one platform or of all. */
  abstract listOnChannels(channels: readonly ReleaseChannel[], platform?: MachinePlatform): Promise<Release[]>;
}
