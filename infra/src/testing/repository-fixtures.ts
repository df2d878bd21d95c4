import type {
  AuthToken,
  AuthTokenPurpose,
  ContactMessage,
  DemoRequest,
  InstallerDownload,
  License,
  LicenseInvitation,
  LicensePlan,
  LicenseMember,
  Machine,
  Session,
  Subscription,
  User,
  ConsoleOverview,
} from '@pointforge/domain';
import { CONTACT_MESSAGE_STATUSES, countsByKey, DEMO_REQUEST_STATUSES, DESKTOP_LICENSE_STATUSES, SUBSCRIPTION_STATUSES } from '@pointforge/domain';
import { aLicense, aSubscription, aUser } from '@pointforge/domain/testing';
import type { Repositories } from '../persistence';

/**
 * Gives each contract case its repositories over an empty store: a fresh fake, or the
 * SQL repositories over freshly emptied tables.
 */
export type RepositoriesSetup = () => Promise<Repositories>;

/** Instants with milliseconds, so a round trip that drops them fails. */
export const T0 = new Date('2025-03-04T05:06:07.891Z');

export function later(base: Date, milliseconds: number): Date {
  return new Date(base.getTime() + milliseconds);
}

let sequence = 0;

function next(): number {
  sequence += 1;
  return sequence;
}

/** 64 hex characters, the shape of a SHA-256 digest (session ids, token hashes). */
function digest(n: number): string {
  return n.toString(16).padStart(64, '0');
}

export async function givenUser(repositories: Repositories, user: User = aUser().build()): Promise<User> {
  await repositories.users.create(user);
  return user;
}

export async function givenSubscription(repositories: Repositories, userId: string | null, overrides: Partial<Subscription> = {}): Promise<Subscription> {
  const subscription = { ...aSubscription().ownedBy(userId).build(), ...overrides };
  await repositories.subscriptions.create(subscription);
  return subscription;
}

/** A licence of `plan` issued for a subscription of its own, as a checkout leaves it. */
export async function givenPaidLicense(repositories: Repositories, ownerId: string | null, plan: LicensePlan = 'standard'): Promise<License> {
  const subscription = await givenSubscription(repositories, ownerId);
  return repositories.licenses.issueForSubscriptionOnce(aLicense().ownedBy(ownerId).withPlan(plan).forSubscription(subscription.id).build());
}

/** A trial-ledger key of its own (the shape of an HMAC-SHA-256 digest). */
export function aLedgerKey(): string {
  return digest(next());
}

export function aTrialLicense(userId: string): License {
  return aLicense().ownedBy(userId).trial().build();
}

export function aSubscriptionLicense(subscription: Pick<Subscription, 'id' | 'userId'>): License {
  return aLicense().ownedBy(subscription.userId).forSubscription(subscription.id).build();
}

/** A fingerprint of the shape the reference client computes (64 hex characters), distinct per call. */
export function aFingerprint(): string {
  return digest(next());
}

export function aMachine(licenseId: string, fingerprint: string = aFingerprint(), overrides: Partial<Machine> = {}): Machine {
  return {
    id: `00000000-0000-4000-8000-${next().toString(16).padStart(12, '0')}`,
    licenseId,
    userId: null,
    fingerprint,
    name: 'survey-laptop',
    platform: 'windows',
    appVersion: '1.0.7',
    activatedAt: T0,
    lastSeenAt: T0,
    offlineUntil: null,
    fileIssuedOffline: false,
    deactivationKey: null,
    ...overrides,
  };
}

/** A pending invitation to `email`, sent at T0, good for 7 days. */
export function anInvitation(licenseId: string, email: string, overrides: Partial<LicenseInvitation> = {}): LicenseInvitation {
  const n = next();
  return {
    id: `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`,
    licenseId,
    email,
    tokenHash: digest(n),
    invitedByUserId: null,
    createdAt: T0,
    expiresAt: later(T0, 7 * 24 * 3_600_000),
    lastSentAt: T0,
    acceptedAt: null,
    acceptedByUserId: null,
    revokedAt: null,
    registeredUserId: null,
    ...overrides,
  };
}

export function aMember(licenseId: string, userId: string, overrides: Partial<LicenseMember> = {}): LicenseMember {
  return {
    id: `00000000-0000-4000-a000-${next().toString(16).padStart(12, '0')}`,
    licenseId,
    userId,
    invitationId: null,
    joinedAt: later(T0, 1_000),
    ...overrides,
  };
}

export function aSession(userId: string, overrides: Partial<Session> = {}): Session {
  return {
    id: digest(next()),
    userId,
    createdAt: T0,
    lastSeenAt: later(T0, 1_000),
    expiresAt: later(T0, 30 * 24 * 3_600_000),
    authentication: 'password',
    ...overrides,
  };
}

export function anAuthToken(userId: string, purpose: AuthTokenPurpose, overrides: Partial<AuthToken> = {}): AuthToken {
  const n = next();
  return {
    id: `token-${n}`,
    userId,
    purpose,
    tokenHash: digest(n),
    expiresAt: later(T0, 3_600_000),
    usedAt: null,
    createdAt: T0,
    ...overrides,
  };
}

export function anInstallerDownload(userId: string | null): InstallerDownload {
  return { id: `download-${next()}`, userId, version: '1.0.7', ipAddress: '2001:db8::1', createdAt: T0 };
}

export function aDemoRequest(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return {
    id: `demo-${next()}`,
    fullName: 'Thandi Nkosi',
    email: 'thandi@mine.example',
    company: 'Deep Level Mining',
    industry: 'mining',
    message: 'We scan 40 stopes a week.',
    status: 'pending',
    createdAt: T0,
    ...overrides,
  };
}

export function aContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: `contact-${next()}`,
    name: 'Pieter',
    email: 'pieter@survey.example',
    subject: 'billing',
    message: 'Please send the invoice again.',
    status: 'unread',
    createdAt: T0,
    ...overrides,
  };
}

/** Starts `count` calls at once and waits for all of them. */
export function concurrently<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)));
}

/** A promise resolved from outside: to hold a transaction open at a chosen step. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

type Counts<Key extends string> = Partial<Record<Key, number>>;

/** The console's overview with these counts and 0 for every other, each status listed: `anOverview({ openDisputes: 1 })`. */
export function anOverview(
  counts: {
    customers?: Partial<ConsoleOverview['customers']>;
    trialsRunning?: number;
    subscriptions?: Counts<(typeof SUBSCRIPTION_STATUSES)[number]>;
    licenses?: Counts<(typeof DESKTOP_LICENSE_STATUSES)[number]>;
    demo?: Counts<(typeof DEMO_REQUEST_STATUSES)[number]>;
    contact?: Counts<(typeof CONTACT_MESSAGE_STATUSES)[number]>;
    openDisputes?: number;
  } = {},
): ConsoleOverview {
  const each = <Key extends string>(keys: readonly Key[], given: Counts<Key> = {}) => countsByKey(keys, new Map(Object.entries(given)));
  return {
    customers: { total: 0, verified: 0, twoFactor: 0, ...counts.customers },
    trialsRunning: counts.trialsRunning ?? 0,
    subscriptions: each(SUBSCRIPTION_STATUSES, counts.subscriptions),
    licenses: each(DESKTOP_LICENSE_STATUSES, counts.licenses),
    leads: { demo: each(DEMO_REQUEST_STATUSES, counts.demo), contact: each(CONTACT_MESSAGE_STATUSES, counts.contact) },
    openDisputes: counts.openDisputes ?? 0,
  };
}
