import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useEffect, useRef, useState } from 'react';

/**
 * Formik with the validation timing of SITE-SPEC section 5: nothing is checked while the
 * visitor fills the form in; the first submit attempt checks every field, and from then on
 * each change re-checks, so an error clears as soon as it is fixed. `resetForm` (after a
 * successful send) returns to submit-first checking. After a failed attempt the first
 * invalid control of `formRef`'s form takes the focus.
 *
 * A prerendered form (the landing page's, the sign-in pages') is on screen before its code:
 * what the visitor typed or ticked meanwhile is in the fields when React adopts them, and
 * becomes the form's values (React keeps such values on the page but would not tell Formik,
 * whose next render would empty the fields).
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

  const { setValues } = formik;
  const initialValuesAtMount = useRef(config.initialValues);
  useEffect(() => {
    const initial = initialValuesAtMount.current;
    const typed = typedValues(formRef.current, initial);
    if (Object.keys(typed).length > 0) void setValues({ ...initial, ...typed }, false);
  }, [setValues]);

  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  return { formik, formRef };
}

/** The fields of `form` named like the text and yes/no values of `initial` whose value differs from it. */
function typedValues(form: HTMLFormElement | null, initial: FormikValues): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(initial)) {
    const field = form?.elements.namedItem(name);
    if (typeof value === 'boolean' && field instanceof HTMLInputElement && field.checked !== value) {
      typed[name] = field.checked;
    } else if (
      typeof value === 'string' &&
      (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) &&
      field.value !== value
    ) {
      typed[name] = field.value;
    }
  }
  return typed;
}
