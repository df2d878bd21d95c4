import type { DesktopLicenseRead } from '../licensing/license.repository.port';
import { RecentDesktopChecksPort, type KeptDesktopCheck } from '../licensing/use-cases/recent-desktop-checks.port';
import type { RateLimitCharge, RateLimitDecision, RateLimiterPort } from '../shared/rate-limiter.port';

/**
 * RecentDesktopChecksPort in this process: kept checks in a map, stamps from counters a test
 * moves on with `changed` (what the repositories' decorators do after a commit in
 * production), budgets counted by the given limiter. `away = true` plays the shared store away.
 */
export class InMemoryRecentDesktopChecks extends RecentDesktopChecksPort {
  away = false;
  private readonly kept = new Map<string, KeptDesktopCheck>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly limiter: RateLimiterPort) {
    super();
  }

  recall(licenseKey: string, fingerprint: string): KeptDesktopCheck | undefined {
    return this.kept.get(keptKey(licenseKey, fingerprint));
  }

  keep(licenseKey: string, fingerprint: string, check: KeptDesktopCheck): void {
    this.kept.set(keptKey(licenseKey, fingerprint), check);
  }

  forget(licenseKey: string, fingerprint: string): void {
    this.kept.delete(keptKey(licenseKey, fingerprint));
  }

  async countAndStamp(charges: readonly RateLimitCharge[], read: DesktopLicenseRead): Promise<{ decisions: RateLimitDecision[]; stamp: string } | undefined> {
    if (this.away) return undefined;
    const decisions = await this.limiter.consumeAll(charges);
    return { decisions, stamp: [`license:${read.license.id}`, `user:${read.license.userId}`].map((key) => this.versions.get(key) ?? 0).join('.') };
  }

  /** A change of the licence (or of everything the owner has) was committed. */
  changed(scope: `license:${string}` | `user:${string}`): void {
    this.versions.set(scope, (this.versions.get(scope) ?? 0) + 1);
  }
}

function keptKey(licenseKey: string, fingerprint: string): string {
  return `${licenseKey} ${fingerprint}`;
}
