import { FormikProvider, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { serverFieldErrors, SubmitButton, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { changePasswordCopy as copy } from '../../../content/dashboard';
import { errorMessage } from '../../../lib/api-client';
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
  const { toast } = useToast();
  const { trigger } = useChangePassword();
  const headingId = useId();

  async function onSubmit(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>): Promise<void> {
    try {
      await trigger({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (error) {
      console.error(copy.failureLog, error);
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: copy.failure.title, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    helpers.resetForm();
    toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
  }

  const { formik, formRef } = useSubmitFirstForm<ChangePasswordValues>({
    initialValues: EMPTY_VALUES,
    validationSchema: changePasswordSchema,
    onSubmit,
  });

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro}>
      <FormikProvider value={formik}>
        <form ref={formRef} className="form-grid" aria-labelledby={headingId} noValidate onSubmit={formik.handleSubmit}>
          {/* Tells password managers which account's saved password to update. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <TextField name="currentPassword" type="password" label={copy.currentPassword.label} autoComplete="current-password" />
          <TextField name="newPassword" type="password" label={copy.newPassword.label} autoComplete="new-password" />
          <TextField name="confirmPassword" type="password" label={copy.confirmPassword.label} autoComplete="new-password" />
          <div className="profile-card__actions">
            <SubmitButton submitting={formik.isSubmitting} label={copy.submit} busyLabel={copy.submitting} />
          </div>
        </form>
      </FormikProvider>
    </ProfileCard>
  );
}
