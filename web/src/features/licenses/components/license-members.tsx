import { formatLongUsDate, UNNAMED_MACHINE } from '@pointforge/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Fact } from '../../../components/ui/fact';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPill } from '../../../components/ui/status-pill';
import { useConfirmedAction } from '../../../components/ui/use-confirmed-action';
import { membersCopy as copy } from '../../../content/teams';
import type { LicenseMemberRow, LicenseMembers as Members } from '../../../lib/license-members';
import { useLicenseMembers } from '../api/get-license-members';
import type { OwnedLicenseRow } from '../api/get-my-licenses';
import { useRemoveMember } from '../api/remove-member';
import { InviteMemberForm } from './invite-member-form';
import { LicenseInvitations } from './license-invitations';

/** What a person is called in the list and in the Remove question: the name, else the address. */
const personName = (member: LicenseMemberRow): string => member.name || member.email || copy.deletedAccount;

/** One person: name, role, address, since when, their devices; Remove for a member (the owner stays). */
function Person({ member, devicesPerSeat, onRemove }: { member: LicenseMemberRow; devicesPerSeat: number; onRemove: () => void }) {
  return (
    <li className="license-entry">
      <div className="license-entry__main">
        <span className="license-entry__name">
          {personName(member)}{' '}
          <StatusPill tone={member.role === 'owner' ? 'info' : 'neutral'}>{member.role === 'owner' ? copy.ownerRole : copy.memberRole}</StatusPill>
        </span>
        <dl className="license-entry__facts">
          <Fact term={copy.emailLabel}>{member.email ?? copy.deletedAccount}</Fact>
          <Fact term={copy.joinedLabel}>{formatLongUsDate(member.joinedAt)}</Fact>
          <Fact term={copy.devicesLabel}>
            {copy.devices(member.devices.length, devicesPerSeat)}
            {member.devices.length > 0 && `: ${member.devices.map((device) => device.name ?? UNNAMED_MACHINE).join(', ')}`}
          </Fact>
        </dl>
      </div>
      {member.role === 'member' && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {copy.remove}
          <span className="visually-hidden"> {personName(member)}</span>
        </Button>
      )}
    </li>
  );
}

/** The people, the pending invitations and the invitation form, once loaded. */
function MembersList({ licenseId, team }: { licenseId: string; team: Members }) {
  const { trigger, isMutating } = useRemoveMember();
  const remove = useConfirmedAction({
    run: (member: LicenseMemberRow) => trigger({ licenseId, memberId: member.id }),
    done: copy.removed,
    failure: copy.removeFailure,
  });
  const removing = remove.asked;

  return (
    <>
      <ul className="license-part__list">
        {team.members.map((member) => (
          <Person key={member.id} member={member} devicesPerSeat={team.devicesPerSeat} onRemove={() => remove.ask(member)} />
        ))}
      </ul>
      <LicenseInvitations licenseId={licenseId} invitations={team.invitations} />
      {team.seatsTaken < team.seats ? <InviteMemberForm licenseId={licenseId} /> : <p className="muted-text">{copy.full}</p>}
      <ConfirmDialog open={removing !== null} words={copy.removeDialog} busy={isMutating} onClose={remove.close} onConfirm={() => void remove.confirm()}>
        {removing !== null && <p>{copy.removeText(personName(removing), removing.devices.length)}</p>}
      </ConfirmDialog>
    </>
  );
}

/**
 * The owner's Members section of a licence for several people: "Seats: 3 of 5" (people and
 * pending invitations), each person with their devices, the invitations, and the form to
 * invite someone while a seat is free.
 */
export function LicenseMembers({ license }: { license: OwnedLicenseRow }) {
  const headingId = useId();
  const { members: team, error, isValidating, reload } = useLicenseMembers(license.id);
  let content;
  if (team === undefined && error) {
    content = (
      <LoadFailure message={copy.loadFailure} retryLabel={copy.retry} onRetry={() => void reload()} retrying={isValidating} retryingLabel={copy.retrying} />
    );
  } else if (team === undefined) content = <Spinner label={copy.loading} />;
  else content = <MembersList licenseId={license.id} team={team} />;

  return (
    <section className="license-part" aria-labelledby={headingId} aria-busy={team === undefined && !error}>
      <h4 id={headingId} className="minor-heading">
        {copy.heading}
      </h4>
      <p className="muted-text">{copy.intro}</p>
      <p className="meta-text">{copy.seats(team?.seatsTaken ?? license.seatsTaken, license.seats)}</p>
      {content}
    </section>
  );
}
