import { CONTACT_SUBJECT_OPTIONS } from '@pointforge/domain';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form';
import { useSendContactMessage, type ContactMessagePayload } from '../api/send-contact-message';
import { contactFormCopy as copy } from '../copy';
import { contactMessageSchema } from '../schemas';
import { useLeadForm } from '../use-lead-form';
import { LeadFormFrame } from './lead-form-frame';

const EMPTY_CONTACT_MESSAGE: ContactMessagePayload = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

/** The landing page's contact form (SITE-SPEC sections 2, 4 and 5); the message box has 5 rows. */
export function ContactForm() {
  const { trigger } = useSendContactMessage();
  const { formik, formRef } = useLeadForm<ContactMessagePayload>({
    initialValues: EMPTY_CONTACT_MESSAGE,
    validationSchema: contactMessageSchema,
    send: trigger,
    success: copy.success,
    failureLog: copy.failureLog,
  });

  return (
    <LeadFormFrame formik={formik} formRef={formRef} label={copy.formLabel} submit={copy.submit} submitting={copy.submitting}>
      <div className="form-grid__row">
        <TextField name="name" label={copy.name.label} placeholder={copy.name.placeholder} autoComplete="name" />
        <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
      </div>
      <SelectField name="subject" label={copy.subject.label} placeholder={copy.subject.placeholder} options={CONTACT_SUBJECT_OPTIONS} />
      <TextareaField name="message" label={copy.message.label} placeholder={copy.message.placeholder} rows={5} />
    </LeadFormFrame>
  );
}
