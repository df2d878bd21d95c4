import type { FormikContextType, FormikValues } from 'formik';
import { FormikProvider } from 'formik';
import type { ReactNode, RefObject } from 'react';
import { HoneypotField, SubmitButton } from '../../../components/ui/form';
import { HONEYPOT_LABEL } from '../copy';

interface LeadFormFrameProps<Values extends FormikValues> {
  formik: FormikContextType<Values>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name. */
  label: string;
  submit: string;
  /** The button text while the form is sent ('Submitting...', 'Sending...'). */
  submitting: string;
  children: ReactNode;
}

/**
 * What both lead forms share around their own fields: the Formik context, the form, the
 * hidden honeypot that catches bots, and the submit button disabled while sending.
 */
export function LeadFormFrame<Values extends FormikValues>({ formik, formRef, label, submit, submitting, children }: LeadFormFrameProps<Values>) {
  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className="form-grid" aria-label={label} noValidate onSubmit={formik.handleSubmit}>
        {children}
        <HoneypotField name="website" label={HONEYPOT_LABEL} />
        <div className="form-actions">
          <SubmitButton submitting={formik.isSubmitting} label={submit} busyLabel={submitting} />
        </div>
      </form>
    </FormikProvider>
  );
}
