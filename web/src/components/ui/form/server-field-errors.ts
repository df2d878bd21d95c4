import type { FormikErrors } from 'formik';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's field errors (`errors: [{ field, message }]` of a 400) for the fields this
 * form has, first message per field; undefined when there are none, so the caller leaves
 * the form's own errors alone.
 */
export function serverFieldErrors<Values extends object>(error: unknown, values: Values): FormikErrors<Values> | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const found: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    if (field in values && !(field in found)) found[field] = message;
  }
  return Object.keys(found).length > 0 ? (found as FormikErrors<Values>) : undefined;
}
