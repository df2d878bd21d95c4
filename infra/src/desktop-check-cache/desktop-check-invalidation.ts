import type { LicenseMemberRepositoryPort, LicenseRepositoryPort, MachineRepositoryPort } from '@pointforge/domain';
import type { InvalidationWiring, SessionInvalidation } from '../session-cache/session-cache';

/** The wiring, and a move that tries once and never waits out a Redis outage (RedisSessionVersions.bumpOnce). */
export interface DesktopCheckInvalidationWiring extends InvalidationWiring {
  invalidateOnce: (invalidation: SessionInvalidation) => Promise<void> | void;
}

/** A change to move on; `once` for those a desktop check itself makes, which must not wait out a Redis outage. */
type Invalidation = SessionInvalidation & { once?: true };

type AsyncMethods<T> = { [K in keyof T as T[K] extends (...args: never[]) => Promise<unknown> ? K : never]: T[K] };

/**
 * For every method of a repository: null for one that changes nothing a desktop check reads,
 * else the versions to move on once its write has committed (null: none this time). Every
 * method is named, so a new one does not compile until someone has said which it is.
 */
type InvalidationsOf<T> = {
  [K in keyof AsyncMethods<T>]-?: T[K] extends (...args: infer A) => Promise<infer R> ? ((args: A, result: R) => Invalidation | null) | null : never;
};

const license = (id: string): Invalidation => ({ kind: 'license', id });

/**
 * The writes of a licence that a kept check could have read (DesktopCheckCache): the licence
 * row, its machines (the seat count, the computer's activation and file), its people (a
 * removal releases their computers), its owner. New licences have no kept checks, and the trial
 * ledger is not read. Expiring licences (`deactivateExpired`) moves nothing on, on purpose: it
 * only switches off licences past their expiry, which every check already answers EXPIRED
 * from the expiry date alone.
 */
const LICENSE_WRITES: InvalidationsOf<LicenseRepositoryPort> = {
  listForUser: null,

  findById: null,
  findByLicenseKey: null,
  findForDesktopCheck: null,
  findBySubscriptionId: null,
  issueTrialOnce: null,
  recordInTrialLedger: null,
  issueForSubscriptionOnce: null,
  update: ([changed]) => license(changed.id),
  changeExpiry: ([id]) => license(id),
  changeKey: ([id]) => license(id),
  setSuspension: ([id]) => license(id),
  transferToSubscription: ([id]) => license(id),
  detachFromUser: ([userId]) => ({ kind: 'user', id: userId }),
  deactivateExpired: null,
};

const MACHINE_WRITES: InvalidationsOf<MachineRepositoryPort> = {
  // An activation issues the computer a file (below) and changes the seat count; a desktop call makes it.
  activate: ([activation]) => ({ ...license(activation.machine.licenseId), once: true }),
  findByFingerprint: null,
  // Another replica's kept file for the computer is no longer its newest (the deactivation code is this one's).
  recordFileIssued: ([machine]) => ({ ...license(machine.licenseId), once: true }),
  countForLicense: null,
  countForPerson: null,
  listForLicenses: null,
  deactivate: ([licenseId], released) => released && license(licenseId),
  release: ([licenseId], released) => released && license(licenseId),
  releaseByDeactivationCode: ([licenseId], released) => released && license(licenseId),
};

const MEMBER_WRITES: InvalidationsOf<LicenseMemberRepositoryPort> = {
  listForLicense: null,
  listForUser: null,
  find: null,
  findById: null,
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
      const invalidationOf = (writes as Record<PropertyKey, ((args: unknown[], result: unknown) => Invalidation | null) | null | undefined>)[property];
      if (!invalidationOf || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const result: unknown = await value.apply(target, args);
        const invalidation = invalidationOf(args, result);
        if (invalidation) {
          const { once, ...change } = invalidation;
          await wiring.afterCommit(() => (once ? wiring.invalidateOnce(change) : wiring.invalidate(change)));
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
