import type { LicenseInvitation } from './license-invitation.entity';
import type { LicenseMember } from './license-member.entity';

/**
 * - `invited`: stored, and it takes a seat;
 * - `already_invited`: the licence has an outstanding (neither accepted nor revoked) invitation to that address;
 * - `seats_full`: the owner, the members and the pending invitations take every seat.
 */
export type InvitationOutcome =
  { kind: 'invited'; invitation: LicenseInvitation } | { kind: 'already_invited'; invitation: LicenseInvitation } | { kind: 'seats_full'; seatsTaken: number };

/**
 * - `joined`: the invitation is used up and `member` stored;
 * - `invalid`: the invitation is no longer pending (accepted, revoked, expired) or gone;
 * - `already_member`: the person already holds a seat on the licence as a member;
 * - `seats_full`: the seats are taken without this invitation (the plan lost seats since it was sent).
 */
export type AcceptanceOutcome =
  { kind: 'joined'; member: LicenseMember } | { kind: 'invalid' } | { kind: 'already_member' } | { kind: 'seats_full'; seatsTaken: number };

/** `renewed`: a new token and expiry; `gone`: accepted, revoked or missing; `seats_full`: it had expired, and its seat is taken since. */
export type RenewalOutcome = { kind: 'renewed'; invitation: LicenseInvitation } | { kind: 'gone' } | { kind: 'seats_full'; seatsTaken: number };

export interface InvitationRenewal {
  tokenHash: string;
  sentAt: Date;
  expiresAt: Date;
  /** The licence's seats, for an invitation that had expired and takes a seat again. */
  seats: number;
}

/**
 * Invitations to a licence's seats. A licence's seats taken are its owner (one), its members
 * and its pending invitations (neither accepted nor revoked, unexpired). Writes that take a
 * seat count and write atomically: concurrent ones on one licence take turns (a row lock on
 * the licence, or SQLite's single writer), so they never take more seats than there are.
 */
export abstract class LicenseInvitationRepositoryPort {
  /** Stores `invitation` unless refused (see InvitationOutcome); `createdAt` is now. */
  abstract invite(invitation: LicenseInvitation, seats: number): Promise<InvitationOutcome>;
  /** Uses up pending invitation `invitationId` and stores `member` (its licence and person), atomically; `member.joinedAt` is now. */
  abstract accept(invitationId: string, member: LicenseMember, seats: number): Promise<AcceptanceOutcome>;
  /** The owner, the members and the pending invitations at `now`. */
  abstract countSeatsTaken(licenseId: string, now: Date): Promise<number>;
  abstract findById(licenseId: string, invitationId: string): Promise<LicenseInvitation | null>;
  abstract findByTokenHash(tokenHash: string): Promise<LicenseInvitation | null>;
  /** Neither accepted nor revoked, expired ones too (the owner may resend them), oldest first (ties by id). */
  abstract listOutstanding(licenseId: string): Promise<LicenseInvitation[]>;
  /** Gives an outstanding invitation a new token and expiry (the old link stops working). */
  abstract renew(invitationId: string, renewal: InvitationRenewal): Promise<RenewalOutcome>;
  /** Revokes an outstanding invitation; false when it was accepted, revoked or is gone. */
  abstract revoke(invitationId: string, at: Date): Promise<boolean>;
  /** Notes that `userId` registered with the link of the pending invitation; false when it is not pending at `now`. */
  abstract recordRegistration(invitationId: string, userId: string, now: Date): Promise<boolean>;
  /** The pending invitations `userId` registered with, oldest first. */
  abstract listRegisteredBy(userId: string, now: Date): Promise<LicenseInvitation[]>;
}
