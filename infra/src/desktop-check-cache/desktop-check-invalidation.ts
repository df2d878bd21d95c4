import type { LicenseMemberRepositoryPort, LicenseRepositoryPort, MachineRepositoryPort } from '@pointforge/domain';
import type { InvalidationWiring, SessionInvalidation } from '../session-cache/session-cache';

/** The wiring, and a bump that tries once and never while Redis is away (RedisSessionVersions.bumpIfReachable). */
export interface DesktopCheckInvalidationWiring extends InvalidationWiring {
  invalidateIfReachable: (invalidation: SessionInvalidation) => Promise<void> | void;
}

/** A change to move on; `onceIfReachable` for the one every check makes, which must not wait out a Redis outage. */
type Invalidation = SessionInvalidation & { onceIfReachable?: true };

type AsyncMethods<T> = { [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K] };

/** For each write that changes what a desktop check reads, the versions to move on once it has committed (null: none). */
type InvalidationsOf<T> = {
  [K in keyof AsyncMethods<T>]?: T[K] extends (...args: infer A) => Promise<infer R> ? (args: A, result: R) => Invalidation | null : never;
};

const license = (id: string): Invalidation => ({ kind: 'license', id });

/**
 * The writes of a licence that a kept check could have read (DesktopCheckCache): the licence
 * row, its machines (the seat count, the computer's activation and file), its people (a
 * removal releases their computers), its owner. New licences have no kept checks. Expiring
 * licences (`deactivateExpired`) is left out on purpose: it only switches off licences past
 * their expiry, which every check already answers EXPIRED from the expiry date alone.
 */
const LICENSE_WRITES: InvalidationsOf<LicenseRepositoryPort> = {
  update: ([changed]) => license(changed.id),
  changeExpiry: ([id]) => license(id),
  changeKey: ([id]) => license(id),
  setSuspension: ([id]) => license(id),
  transferToSubscription: ([id]) => license(id),
  detachFromUser: ([userId]) => ({ kind: 'user', id: userId }),
};

const MACHINE_WRITES: InvalidationsOf<MachineRepositoryPort> = {
  activate: ([activation]) => license(activation.machine.licenseId),
  // Another replica's kept file for the computer is no longer its newest (the deactivation code
  // is this one's). Every check that issues a file makes it: while Redis is away it is skipped
  // rather than retried (no replica can confirm a kept check then).
  recordFileIssued: ([machine]) => ({ ...license(machine.licenseId), onceIfReachable: true }),
  deactivate: ([licenseId], released) => released && license(licenseId),
  release: ([licenseId], released) => released && license(licenseId),
  releaseByDeactivationCode: ([licenseId], released) => released && license(licenseId),
};

const MEMBER_WRITES: InvalidationsOf<LicenseMemberRepositoryPort> = {
  remove: ([licenseId], removal) => removal && license(licenseId),
};

/**
 * `repository` with each write named in `writes` followed, once committed, by moving on the
 * versions it names, before the write resolves: no answer leaves while any replica could still
 * use a check kept from before it. Every other method is the repository's own.
 */
function invalidatingAfterCommit<T extends object>(repository: T, writes: InvalidationsOf<T>, wiring: DesktopCheckInvalidationWiring): T {
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      const invalidationOf = (writes as Record<PropertyKey, ((args: unknown[], result: unknown) => Invalidation | null) | undefined>)[property];
      if (invalidationOf === undefined || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result: unknown = await value.apply(target, args);
        const invalidation = invalidationOf(args, result);
        if (invalidation) {
          const { onceIfReachable, ...change } = invalidation;
          await wiring.afterCommit(() => (onceIfReachable ? wiring.invalidateIfReachable(change) : wiring.invalidate(change)));
        }
        return result;
      };
    },
  });
}

/** `repositories` whose writes of licences, machines and members make every replica's kept desktop checks of the licence unusable. */
export function withDesktopCheckInvalidation<
  R extends { licenses: LicenseRepositoryPort; machines: MachineRepositoryPort; licenseMembers: LicenseMemberRepositoryPort },
>(repositories: R, wiring: DesktopCheckInvalidationWiring): R {
  return {
    ...repositories,
    licenses: invalidatingAfterCommit(repositories.licenses, LICENSE_WRITES, wiring),
    machines: invalidatingAfterCommit(repositories.machines, MACHINE_WRITES, wiring),
    licenseMembers: invalidatingAfterCommit(repositories.licenseMembers, MEMBER_WRITES, wiring),
  };
}
