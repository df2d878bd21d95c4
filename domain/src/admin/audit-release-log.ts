import { ReleaseLogPort } from '../licensing/releases/release-log.port';
import type { Release } from '../licensing/releases/release.entity';
import type { TeamActor } from '../licensing/team-change-log.port';
import { releaseDay } from '../licensing/releases/release-rules';
import type { AuditTrail } from './audit-trail';

/** Publications of releases, written to the audit log with the release as their target and its facts as the value after. */
export class AuditReleaseLog extends ReleaseLogPort {
  constructor(private readonly trail: AuditTrail) {
    super();
  }

  async recordPublished(actor: TeamActor, release: Release): Promise<void> {
    const { version, channel, platform, fileName, size, sha256 } = release;
    await this.trail.record({
      actor,
      action: 'release.published',
      target: { type: 'release', id: release.id },
      after: { version, channel, platform, fileName, size, sha256, releasedAt: releaseDay(release.releasedAt) },
    });
  }
}
