import type { FormikHelpers, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { serverFieldErrors, useSubmitFirstForm } from '../../components/ui/form';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { ERROR_TOAST_TITLE } from './copy';

export interface LeadFormOptions<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  send: (values: Values) => Promise<unknown>;
  success: { title: string; description: string };
  /** What the console says when sending fails. */
  failureLog: string;
}

/**
 * What the demo and contact forms share: submit-first validation; on success the form
 * empties and a toast confirms; on failure the error is logged, the server's message shows
 * in an Error toast (DECISIONS.md "Web": a failure is never silent) and its field errors
 * land on their fields.
 */
export function useLeadForm<Values extends FormikValues>({ initialValues, validationSchema, send, success, failureLog }: LeadFormOptions<Values>) {
  const { toast } = useToast();

  async function onSubmit(values: Values, helpers: FormikHelpers<Values>): Promise<void> {
    try {
      await send(values);
    } catch (error) {
      console.error(failureLog, error);
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      toast({ title: ERROR_TOAST_TITLE, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    helpers.resetForm();
    toast({ title: success.title, description: success.description, variant: 'success' });
  }

  return useSubmitFirstForm<Values>({ initialValues, validationSchema, onSubmit });
}
