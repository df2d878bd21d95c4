import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useEffect, useRef, useState } from 'react';

/**
 * Formik with the validation timing of SITE-SPEC section 5: nothing is checked while the
 * visitor fills the form in; the first submit attempt checks every field, and from then on
 * each change re-checks, so an error clears as soon as it is fixed. `resetForm` (after a
 * successful send) returns to submit-first checking. After a failed attempt the first
 * invalid control of `formRef`'s form takes the focus.
 */
export function useSubmitFirstForm<Values extends FormikValues>(config: FormikConfig<Values>) {
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<Values>({ ...config, validateOnChange: attempted, validateOnBlur: false });
  const { submitCount, isSubmitting } = formik;

  // Formik counts attempts and resetForm sets the count back to 0.
  useEffect(() => {
    setAttempted(submitCount > 0);
  }, [submitCount]);

  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  return { formik, formRef };
}
