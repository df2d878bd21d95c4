import { useId } from 'react';
import { FormFrame, NameFields, useSendForm } from '../../../components/ui/form';
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

  const form = useSendForm({
    initialValues: profileValues(user),
    validationSchema: profileSchema,
    send: ({ firstName, lastName, company }) => trigger({ firstName, lastName, company }),
    onSent: (reply, { resetForm }) => {
      resetForm({ values: profileValues(reply.user) });
      toast({ ...copy.success, variant: 'success' });
    },
    onFailed: (error) => {
      console.error(copy.failureLog, error);
      toast({ ...copy.failure, variant: 'destructive' });
    },
  });

  return (
    <ProfileCard headingId={headingId} heading={copy.heading} intro={copy.intro}>
      <FormFrame form={form} labelledBy={headingId} words={copy} actionsClassName="profile-card__actions">
        <NameFields />
        <div className="form-field">
          <label className="form-field__label" htmlFor={emailId}>
            {copy.email.label}
          </label>
          <input id={emailId} type="email" className="form-field__control profile-email" value={user.email} disabled readOnly aria-describedby={emailNoteId} />
          <p id={emailNoteId} className="profile-note">
            {copy.email.note}
          </p>
        </div>
      </FormFrame>
    </ProfileCard>
  );
}
