import { FormikProvider, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { serverFieldErrors, SubmitButton, TextField, useSubmitFirstForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { profileFormCopy as copy } from '../../../content/dashboard';
import type { SessionUser } from '../../../lib/session';
import { useUpdateProfile, type ProfilePayload } from '../api/update-profile';
import { profileSchema } from '../schemas';
import { ProfileCard } from './profile-card';

function profileValues(user: SessionUser): ProfilePayload {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', company: user.company ?? '' };
}

/**
 * First name, last name and company, editable; the email shown but disabled (SITE-SPEC
 * section 2). Saving sends the three fields only, then the form holds what was saved.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const { trigger } = useUpdateProfile();
  const headingId = useId();
  const emailId = useId();
  const emailNoteId = useId();

  async function onSubmit(values: ProfilePayload, helpers: FormikHelpers<ProfilePayload>): Promise<void> {
    const { firstName, lastName, company } = values;
    try {
      const reply = await trigger({ firstName, lastName, company });
      helpers.resetForm({ values: profileValues(reply.user) });
      toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    } catch (error) {
      console.error(copy.failureLog, error);
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
    }
  }

  const { formik, formRef } = useSubmitFirstForm<ProfilePayload>({
    initialValues: profileValues(user),
    validationSchema: profileSchema,
    onSubmit,
  });

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro}>
      <FormikProvider value={formik}>
        <form ref={formRef} className="form-grid" aria-labelledby={headingId} noValidate onSubmit={formik.handleSubmit}>
          <div className="form-grid__row">
            <TextField name="firstName" label={copy.firstName.label} placeholder={copy.firstName.placeholder} autoComplete="given-name" optional />
            <TextField name="lastName" label={copy.lastName.label} placeholder={copy.lastName.placeholder} autoComplete="family-name" optional />
          </div>
          <TextField name="company" label={copy.company.label} placeholder={copy.company.placeholder} autoComplete="organization" optional />
          <div className="form-field">
            <label className="form-field__label" htmlFor={emailId}>
              {copy.email.label}
            </label>
            <input
              id={emailId}
              type="email"
              className="form-field__control profile-email"
              value={user.email}
              disabled
              readOnly
              aria-describedby={emailNoteId}
            />
            <p id={emailNoteId} className="profile-note">
              {copy.email.note}
            </p>
          </div>
          <div className="profile-card__actions">
            <SubmitButton submitting={formik.isSubmitting} label={copy.submit} busyLabel={copy.submitting} />
          </div>
        </form>
      </FormikProvider>
    </ProfileCard>
  );
}
