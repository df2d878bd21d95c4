import { formatLongUsDate } from '@pointforge/domain';
import { Button } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Fact } from '../../../components/ui/fact';
import { useToast } from '../../../components/ui/toast';
import { useConfirmedAction } from '../../../components/ui/use-confirmed-action';
import { membersCopy as copy } from '../../../content/teams';
import type { LicenseInvitationRow } from '../../../lib/license-members';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

/**
 * The owner's pending invitations: each address, when it was sent and when its link expires,
 * with Resend (a new link for 7 more days) and Revoke (asks first; frees the seat it holds).
 */
export function LicenseInvitations({ licenseId, invitations }: { licenseId: string; invitations: readonly LicenseInvitationRow[] }) {
  const resend = useResendInvitation();
  const revokeCall = useRevokeInvitation();
  const revoke = useConfirmedAction({
    run: (invitation: LicenseInvitationRow) => revokeCall.trigger({ licenseId, invitationId: invitation.id }),
    done: copy.revoked,
    failure: copy.revokeFailure,
  });
  const revoking = revoke.asked;
  const { toast, toastFailure } = useToast();

  async function resendTo(invitation: LicenseInvitationRow) {
    try {
      await resend.trigger({ licenseId, invitationId: invitation.id });
      toast({ ...copy.resent, variant: 'success' });
    } catch (error) {
      toastFailure(error, copy.resendFailure.title, copy.resendFailure.log);
    }
  }

  if (invitations.length === 0) return null;
  return (
    <>
      <h5 className="minor-heading">{copy.invitationsHeading}</h5>
      <ul className="license-part__list">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="license-entry">
            <div className="license-entry__main">
              <span className="license-entry__name">{invitation.email}</span>
              <dl className="license-entry__facts">
                <Fact term={copy.invitedLabel}>{formatLongUsDate(invitation.lastSentAt)}</Fact>
                <Fact term={copy.expiresLabel}>{formatLongUsDate(invitation.expiresAt)}</Fact>
              </dl>
            </div>
            <ButtonRow>
              <Button variant="secondary" size="sm" disabled={resend.isMutating} onClick={() => void resendTo(invitation)}>
                {copy.resend}
                <span className="visually-hidden"> {invitation.email}</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => revoke.ask(invitation)}>
                {copy.revoke}
                <span className="visually-hidden"> {invitation.email}</span>
              </Button>
            </ButtonRow>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        words={copy.revokeDialog}
        busy={revokeCall.isMutating}
        onClose={revoke.close}
        onConfirm={() => void revoke.confirm()}
      >
        {revoking !== null && <p>{copy.revokeText(revoking.email)}</p>}
      </ConfirmDialog>
    </>
  );
}
