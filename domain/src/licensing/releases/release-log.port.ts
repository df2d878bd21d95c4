import type { TeamActor } from '../team-change-log.port';
import type { Release } from './release.entity';

/** What publishing a release is called in the audit log (`<target>.<verb>`). */
export const RELEASE_LOG_ACTIONS = ['release.published'] as const;

/**
 * Where a publication is recorded, with the operator who made it. The console's audit log
 * keeps it (admin provides the adapter); licensing, which comes before admin, never names it.
 */
export abstract class ReleaseLogPort {
  abstract recordPublished(actor: TeamActor, release: Release): Promise<void>;
}
