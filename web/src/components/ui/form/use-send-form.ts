import type { FormikErrors, FormikHelpers, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from './server-field-errors';
import { useSubmitFirstForm } from './use-submit-first-form';

/** The attempt that failed: the values sent, the server's field errors, and Formik's helpers. */
export interface FailedAttempt<Values extends FormikValues> {
  values: Values;
  fieldErrors: FormikErrors<Values> | undefined;
  helpers: FormikHelpers<Values>;
}

export interface SendFormOptions<Values extends FormikValues, Reply> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** Sends the valid values (the call); a rejection is a failure. */
  send: (values: Values) => Promise<Reply>;
  /** After a success: a toast, the next page. */
  onSent: (reply: Reply, helpers: FormikHelpers<Values>) => unknown;
  /**
   * After a failure, once the server's field errors (`attempt.fieldErrors`, undefined when
   * there were none) are on their fields: says what went wrong.
   */
  onFailed: (error: unknown, attempt: FailedAttempt<Values>) => void;
}

/**
 * A submit-first form (useSubmitFirstForm) that sends its values: a refusal's field errors
 * land on their fields, so every form shows them the same way; what else a success or a
 * failure does is the form's own.
 */
export function useSendForm<Values extends FormikValues, Reply = unknown>({ send, onSent, onFailed, ...config }: SendFormOptions<Values, Reply>) {
  async function onSubmit(values: Values, helpers: FormikHelpers<Values>): Promise<void> {
    let reply: Reply;
    // A new attempt clears the last failure's summary (FormStatusError).
    helpers.setStatus(undefined);
    try {
      reply = await send(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, values);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      onFailed(error, { values, fieldErrors, helpers });
      return;
    }
    await onSent(reply, helpers);
  }

  return useSubmitFirstForm<Values>({ ...config, onSubmit });
}

/**
 * The `onFailed` of a form that shows its refusals under itself (FormStatusError) rather than
 * in a toast: a failure no field holds becomes the form's status, in the server's words.
 */
export function showRefusalAtForm<Values extends FormikValues>(error: unknown, { fieldErrors, helpers }: FailedAttempt<Values>): void {
  if (!fieldErrors) helpers.setStatus(errorMessage(error));
}
