import { describe, expect, it } from '@jest/globals';
import { RATE_LIMIT_RULES, type DesktopLicenseRead, type KeptDesktopCheck, type RecentDesktopChecksPort } from '@pointforge/domain';
import { aLicense } from '@pointforge/domain/testing';
import { aMachine } from '../testing/repository-fixtures';

/** A port under test, and how a committed change of a licence or of everything its owner has reaches it (the decorators' move, for the real one). */
export interface RecentDesktopChecksUnderTest {
  checks: RecentDesktopChecksPort;
  changed(scope: { kind: 'license' | 'user'; id: string }): Promise<void>;
}

/** A desktop check's read of a licence and its computer, with no owner. */
export function aRead(): DesktopLicenseRead & { machine: NonNullable<DesktopLicenseRead['machine']> } {
  const license = aLicense().build();
  return { license, machine: aMachine(license.id), seatsUsed: 1, owner: null };
}

/** That read as a kept check, its file a stand-in. */
export const aKeptCheck = (read = aRead(), stamp?: string): KeptDesktopCheck => ({ read, licenseFile: `FILE ${read.license.id}`, stamp });

/** What DesktopLicenseLookup relies on, for the fake in domain/testing and for DesktopCheckCache on Redis. */
export function describeRecentDesktopChecksContract(name: string, setup: () => Promise<RecentDesktopChecksUnderTest>): void {
  describe(`RecentDesktopChecksPort: ${name}`, () => {
    it('recalls what was kept for a key and a computer, the latest kept, until it is forgotten', async () => {
      const { checks } = await setup();
      const [first, second] = [aKeptCheck(), aKeptCheck()];

      checks.keep('PF-KEY-A', 'fp-1', first);
      checks.keep('PF-KEY-A', 'fp-1', { ...first, stamp: 'confirmed' });
      checks.keep('PF-KEY-B', 'fp-1', second);

      expect(checks.recall('PF-KEY-A', 'fp-1')).toEqual({ ...first, stamp: 'confirmed' });
      expect(checks.recall('PF-KEY-A', 'fp-2')).toBeUndefined();
      checks.forget('PF-KEY-A', 'fp-1');
      expect(checks.recall('PF-KEY-A', 'fp-1')).toBeUndefined();
      expect(checks.recall('PF-KEY-B', 'fp-1')).toEqual(second);
    });

    it('counts the charges with the stamp, which stays until the licence or its owner changes, each change a new one', async () => {
      const { checks, changed } = await setup();
      const read = aRead();
      const budget = { key: `license-api:device:${read.license.id}:${read.machine.id}`, rule: RATE_LIMIT_RULES.licenseApiPerDevice };

      const first = await checks.countAndStamp([budget], read);
      const again = await checks.countAndStamp([budget], read);
      expect(first?.decisions).toEqual([expect.objectContaining({ allowed: true, remaining: RATE_LIMIT_RULES.licenseApiPerDevice.limit - 1 })]);
      expect(again?.decisions).toEqual([expect.objectContaining({ remaining: RATE_LIMIT_RULES.licenseApiPerDevice.limit - 2 })]);
      expect(again?.stamp).toBe(first?.stamp);

      const seen = new Set([first?.stamp]);
      let latest = first?.stamp;
      for (const scope of [
        { kind: 'license', id: read.license.id },
        { kind: 'user', id: read.license.userId! },
      ] as const) {
        await changed(scope);
        latest = (await checks.countAndStamp([], read))?.stamp;
        expect(seen.has(latest)).toBe(false);
        seen.add(latest);
      }
      await changed({ kind: 'license', id: aLicense().build().id });
      expect((await checks.countAndStamp([], read))?.stamp).toBe(latest);
    });
  });
}
