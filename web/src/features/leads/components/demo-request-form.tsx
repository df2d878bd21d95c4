import { INDUSTRY_OPTIONS } from '@pointforge/domain';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form';
import { useSubmitDemoRequest, type DemoRequestPayload } from '../api/submit-demo-request';
import { demoFormCopy as copy } from '../copy';
import { demoRequestSchema } from '../schemas';
import { useLeadForm } from '../use-lead-form';
import { LeadFormFrame } from './lead-form-frame';

const EMPTY_DEMO_REQUEST: DemoRequestPayload = {
  fullName: '',
  email: '',
  company: '',
  industry: '',
  message: '',
  website: '',
};

/** The landing page's demo request form (SITE-SPEC sections 2, 4 and 5). */
export function DemoRequestForm() {
  const { trigger } = useSubmitDemoRequest();
  const { formik, formRef } = useLeadForm<DemoRequestPayload>({
    initialValues: EMPTY_DEMO_REQUEST,
    validationSchema: demoRequestSchema,
    send: trigger,
    success: copy.success,
    failureLog: copy.failureLog,
  });

  return (
    <LeadFormFrame formik={formik} formRef={formRef} label={copy.formLabel} submit={copy.submit} submitting={copy.submitting}>
      <div className="form-grid__row">
        <TextField name="fullName" label={copy.fullName.label} placeholder={copy.fullName.placeholder} autoComplete="name" />
        <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
      </div>
      <div className="form-grid__row">
        <TextField name="company" label={copy.company.label} placeholder={copy.company.placeholder} autoComplete="organization" />
        <SelectField name="industry" label={copy.industry.label} placeholder={copy.industry.placeholder} options={INDUSTRY_OPTIONS} />
      </div>
      <TextareaField name="message" label={copy.message.label} placeholder={copy.message.placeholder} rows={4} optional />
    </LeadFormFrame>
  );
}
