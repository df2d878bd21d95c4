import { UNNAMED_MACHINE } from '@pointforge/domain';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/ui/data-table';
import { adminCopy as copy } from '../../../content/admin';
import type { LicenseInvitationRow, LicenseMemberRow } from '../../../lib/license-members';
import { useLicenseMembers } from '../api/get-license-members';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { formatInstant } from './format';

const personName = (member: LicenseMemberRow): string => member.name || member.email || copy.customer.deletedAccount;

/** A person: name (which names the row), address, role, since when, their devices; Remove for a member. */
function memberColumns(devicesPerSeat: number, onRemove: (member: LicenseMemberRow) => void): DataColumn<LicenseMemberRow>[] {
  const text = copy.customer;
  const columns = text.memberColumns;
  return [
    { header: columns.name, rowHeader: true, cell: personName },
    { header: columns.email, cell: (member) => member.email ?? '' },
    { header: columns.role, cell: (member) => text.memberRoles[member.role] },
    { header: columns.joined, cell: (member) => formatInstant(member.joinedAt) },
    {
      header: columns.devices,
      cell: (member) =>
        text.memberDevices(
          member.devices.length,
          devicesPerSeat,
          member.devices.map((device) => device.name ?? UNNAMED_MACHINE),
        ),
    },
    {
      header: columns.remove,
      cell: (member) =>
        member.role === 'member' && (
          <Button variant="ghost" size="sm" aria-label={copy.actions.removeMember.button(personName(member))} onClick={() => onRemove(member)}>
            {copy.actions.removeMember.buttonShort}
          </Button>
        ),
    },
  ];
}

const INVITATION_COLUMNS: DataColumn<LicenseInvitationRow>[] = [
  { header: copy.customer.invitationColumns.email, rowHeader: true, cell: (invitation) => invitation.email },
  { header: copy.customer.invitationColumns.invited, cell: (invitation) => formatInstant(invitation.invitedAt) },
  { header: copy.customer.invitationColumns.lastSent, cell: (invitation) => formatInstant(invitation.lastSentAt) },
  { header: copy.customer.invitationColumns.expires, cell: (invitation) => formatInstant(invitation.expiresAt) },
];

/**
 * The people of a licence for several people, as its owner sees them: the seats taken, each
 * person with their devices (Remove for a member, with a reason), and the pending invitations.
 */
export function LicenseMembers({ licenseId, licenseKey, onRemove }: { licenseId: string; licenseKey: string; onRemove: (member: LicenseMemberRow) => void }) {
  const { data: team, error, isLoading, mutate } = useLicenseMembers(licenseId);
  const text = copy.customer;
  if (!team) return <AdminQueryState error={error} isLoading={isLoading} loadingLabel={text.loadingMembers} onRetry={() => void mutate()} />;
  return (
    <>
      <p>{text.membersSeats(team.seatsTaken, team.seats)}</p>
      <AdminTable
        caption={`${text.members}: ${licenseKey}`}
        columns={memberColumns(team.devicesPerSeat, onRemove)}
        rows={team.members}
        rowKey={(member) => member.id}
      />
      {team.invitations.length === 0 ? (
        <p>{text.noInvitations}</p>
      ) : (
        <AdminTable
          caption={`${text.invitations}: ${licenseKey}`}
          columns={INVITATION_COLUMNS}
          rows={team.invitations}
          rowKey={(invitation) => invitation.id}
        />
      )}
    </>
  );
}
