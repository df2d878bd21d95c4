import { describe, expect, it } from '@jest/globals';
import type { SessionVersions } from './session-cache';

/** What SessionCache relies on, for the fake in infra/testing and for Redis. */
export function describeSessionVersionsContract(name: string, setup: () => Promise<SessionVersions>): void {
  describe(`SessionVersions: ${name}`, () => {
    it('reads the same version until the session, its user or everything moves on, each change a new one', async () => {
      const versions = await setup();
      const seen = new Set<string | undefined>([await versions.read('s1', 'u1')]);
      expect(await versions.read('s1', 'u1')).toBe([...seen][0]);

      for (const invalidation of [{ kind: 'session', id: 's1' }, { kind: 'user', id: 'u1' }, { kind: 'all' }, { kind: 'session', id: 's1' }] as const) {
        await versions.bump(invalidation);
        const now = await versions.read('s1', 'u1');
        expect(seen.has(now)).toBe(false);
        seen.add(now);
      }
    });

    it('leaves a version alone when another session or user moves on', async () => {
      const versions = await setup();
      const before = await versions.read('s1', 'u1');

      await versions.bump({ kind: 'session', id: 's2' });
      await versions.bump({ kind: 'user', id: 'u2' });

      expect(await versions.read('s1', 'u1')).toBe(before);
    });
  });
}
