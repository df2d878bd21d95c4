import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { deleteAccountCopy as copy } from '../../../content/dashboard';
import { SESSION_KEY } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { needsReauthentication } from '../reauthentication';
import { ConfirmPasswordForm } from './confirm-password-form';
import { ProfileCard } from './profile-card';

interface DeleteAccountSectionProps {
  /** The signed-in address, for password managers in the confirmation form. */
  email: string;
  /**
   * Runs once the account is gone, before the cached session is cleared: the page around
   * can stop reacting to the signed-out state, since the visitor is about to leave for /.
   */
  onDeleted?: () => void;
}

/**
 * The danger zone: deleting the account after a confirmation that repeats what is kept
 * (licence records) and what is not. On success every cached query is forgotten and the
 * visitor lands on / signed out. A client-side move rather than a reload, so the
 * 'Account deleted' confirmation stays on screen. On a sign-in over 10 minutes old the
 * server asks for the password again (403 REAUTHENTICATION_REQUIRED): the dialog then
 * shows the confirmation form and retries the deletion once it is accepted.
 */
export function DeleteAccountSection({ email, onDeleted }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { status: twoFactor } = useTwoFactorStatus();
  const headingId = useId();
  const { toast, toastFailure } = useToast();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { trigger, isMutating } = useDeleteAccount();
  // Stays true from success until the browser leaves, so nothing can be pressed meanwhile.
  const [deleted, setDeleted] = useState(false);
  const busy = isMutating || deleted;

  const close = () => {
    setOpen(false);
    setConfirming(false);
  };

  async function confirmDeletion() {
    try {
      await trigger();
    } catch (error) {
      if (needsReauthentication(error)) {
        setConfirming(true);
        return;
      }
      // Closed so the failure shows: notifications sit under a modal dialog's backdrop.
      close();
      toastFailure(error, copy.failure.title, copy.failureLog);
      return;
    }
    setDeleted(true);
    onDeleted?.();
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(SESSION_KEY, null, { revalidate: false });
    navigate('/', { replace: true });
    toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
  }

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.text} tone="danger">
      <div className="profile-card__actions">
        <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {copy.button}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={close}
        title={copy.dialog.title}
        description={copy.dialog.description}
        size="sm"
        closeOnBackdrop={false}
        footer={
          confirming ? undefined : <DialogActions words={copy.dialog} busy={busy} variant="danger" onCancel={close} onConfirm={() => void confirmDeletion()} />
        }
      >
        {confirming ? (
          <ConfirmPasswordForm email={email} twoFactorEnabled={twoFactor?.enabled ?? false} onConfirmed={confirmDeletion} onCancel={close} />
        ) : (
          <>
            <p>{copy.dialogText}</p>
            <p>{copy.dialogSubscription}</p>
          </>
        )}
      </Dialog>
    </ProfileCard>
  );
}
