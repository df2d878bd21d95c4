import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import type { TeamActor } from '../team-change-log.port';
import type { InvitationAcceptance } from './invitation-acceptance';
import type { InvitationLinks } from './invitation-links';
import { alreadyMemberError, invitationInvalidError, seatsFullError } from './licensing-errors';
import type { MemberLicenseView, MyLicenseViews } from './my-license';

export interface AcceptLicenseInvitationInput {
  /** The signed-in person accepting, who is also the actor. */
  actor: TeamActor & { userId: string };
  token: string;
}

/**
 * The signed-in person accepts an invitation from its link (whichever address they signed
 * in with: the link is what proves the owner invited them). Single use; refused when it is
 * no longer pending, when they already hold a seat on the licence, or when the seats are
 * taken without it (the plan lost seats since).
 */
export class AcceptLicenseInvitationUseCase {
  constructor(
    private readonly links: InvitationLinks,
    private readonly users: UserRepositoryPort,
    private readonly acceptance: InvitationAcceptance,
    private readonly views: MyLicenseViews,
  ) {}

  /** The licence as the new member sees it. */
  async execute({ actor, token }: AcceptLicenseInvitationInput): Promise<MemberLicenseView> {
    const { invitation, license } = await this.links.pending(token);
    const person = await this.users.findById(actor.userId);
    if (!person) throw invitationInvalidError();
    const outcome = await this.acceptance.accept(license, invitation, person, actor);
    if (outcome.kind === 'invalid') throw invitationInvalidError();
    if (outcome.kind === 'already_member') throw alreadyMemberError();
    if (outcome.kind === 'seats_full') throw seatsFullError(license.seats);
    const [view] = await this.views.joined([license], person.id);
    return view;
  }
}
