import { useId } from 'react';
import { FormFrame, TextField, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { changePasswordCopy as copy } from '../../../content/dashboard';
import type { SessionUser } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema } from '../schemas';
import { ProfileCard } from './profile-card';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_VALUES: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password form (SITE-SPEC sections 2, 5 and 8): three passwords, of which the
 * call sends two. The server's field errors (a wrong current password, a refused new one)
 * land on their fields as well as in the failure toast.
 */
export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const { toast, toastFailure } = useToast();
  const { trigger } = useChangePassword();
  const headingId = useId();

  const form = useSendForm({
    initialValues: EMPTY_VALUES,
    validationSchema: changePasswordSchema,
    send: ({ currentPassword, newPassword }) => trigger({ currentPassword, newPassword }),
    onSent: (_reply, { resetForm }) => {
      resetForm();
      toast({ ...copy.success, variant: 'success' });
    },
    onFailed: (error) => toastFailure(error, copy.failure.title, copy.failureLog),
  });

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro}>
      <FormFrame form={form} labelledBy={headingId} words={copy} actionsClassName="profile-card__actions">
        {/* Tells password managers which account's saved password to update. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField name="currentPassword" type="password" label={copy.currentPassword.label} autoComplete="current-password" />
        <TextField name="newPassword" type="password" label={copy.newPassword.label} autoComplete="new-password" />
        <TextField name="confirmPassword" type="password" label={copy.confirmPassword.label} autoComplete="new-password" />
      </FormFrame>
    </ProfileCard>
  );
}
