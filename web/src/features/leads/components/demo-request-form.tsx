import { INDUSTRY_OPTIONS } from '@pointforge/domain';
import { FormikProvider } from 'formik';
import { Button } from '../../../components/ui/button';
import { HoneypotField, SelectField, TextareaField, TextField } from '../../../components/ui/form';
import { useSubmitDemoRequest, type DemoRequestPayload } from '../api/submit-demo-request';
import { demoFormCopy as copy, HONEYPOT_LABEL } from '../copy';
import { demoRequestSchema } from '../schemas';
import { useLeadForm } from '../use-lead-form';

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
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid" aria-label={copy.formLabel} noValidate onSubmit={formik.handleSubmit}>
        <div className="form-grid__row">
          <TextField name="fullName" label={copy.fullName.label} placeholder={copy.fullName.placeholder} autoComplete="name" />
          <TextField name="email" type="email" label={copy.email.label} placeholder={copy.email.placeholder} autoComplete="email" />
        </div>
        <div className="form-grid__row">
          <TextField name="company" label={copy.company.label} placeholder={copy.company.placeholder} autoComplete="organization" />
          <SelectField name="industry" label={copy.industry.label} placeholder={copy.industry.placeholder} options={INDUSTRY_OPTIONS} />
        </div>
        <TextareaField name="message" label={copy.message.label} placeholder={copy.message.placeholder} rows={4} optional />
        <HoneypotField name="website" label={HONEYPOT_LABEL} />
        <div className="form-actions">
          <Button type="submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </FormikProvider>
  );
}
