import { useId } from 'react';
import { EmailField, FormFrame, FormStatusError, showRefusalAtForm, useSendForm } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { inviteFormCopy as copy } from '../../../content/teams';
import { useInviteMember } from '../api/invite-member';
import { inviteMemberSchema } from '../schemas';

const NO_ONE = { email: '' };

/**
 * The owner's invitation form: an address, checked as an account's address is. A refusal
 * (every seat taken, already a member, already invited) stays under the form, where the
 * owner is looking; a success empties the field and the new invitation joins the list.
 */
export function InviteMemberForm({ licenseId }: { licenseId: string }) {
  const headingId = useId();
  const { trigger } = useInviteMember();
  const { toast } = useToast();
  const form = useSendForm({
    initialValues: NO_ONE,
    validationSchema: inviteMemberSchema,
    send: ({ email }) => trigger({ licenseId, email: email.trim() }),
    onSent: (reply, helpers) => {
      toast({ title: copy.sent.title, description: copy.sent.description(reply.invitation.email), variant: 'success' });
      helpers.resetForm();
    },
    onFailed: showRefusalAtForm,
  });

  return (
    <section className="license-invite" aria-labelledby={headingId}>
      <h5 id={headingId} className="minor-heading">
        {copy.heading}
      </h5>
      <p className="muted-text">{copy.intro}</p>
      <FormFrame form={form} words={copy} labelledBy={headingId} actionsClassName="button-row">
        <EmailField copy={copy.email} />
        <FormStatusError />
      </FormFrame>
    </section>
  );
}
