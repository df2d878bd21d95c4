/** The changes of a licence's team, as the audit log names them (`<target>.<verb>`). */
export const TEAM_CHANGE_ACTIONS = [
  'license.member_invited',
  'license.invitation_resent',
  'license.invitation_revoked',
  'license.member_joined',
  'license.member_removed',
  'license.member_left',
] as const;
export type TeamChangeAction = (typeof TEAM_CHANGE_ACTIONS)[number];

/** Who changed the team, from where, in which request: the owner, a member, or support. */
export interface TeamActor {
  userId: string | null;
  email: string;
  ip: string | null;
  requestId: string | null;
}

/** A JSON value of a change's before and after. */
export type TeamChangeValue = string | number | boolean | null | TeamChangeValue[] | { [key: string]: TeamChangeValue };

export interface TeamChange {
  actor: TeamActor;
  action: TeamChangeAction;
  licenseId: string;
  before?: TeamChangeValue;
  after?: TeamChangeValue;
}

/**
 * Where each change of a licence's team is recorded. The console's audit log keeps them
 * (admin provides the adapter), and licensing, which comes before admin, never names it.
 */
export abstract class TeamChangeLogPort {
  abstract record(change: TeamChange): Promise<void>;
}
