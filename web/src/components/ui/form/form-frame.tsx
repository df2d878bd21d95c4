import { FormikProvider, useFormikContext, type FormikContextType, type FormikValues } from 'formik';
import type { ReactNode, RefObject } from 'react';
import { SubmitButton, type SubmitLabels } from './submit-button';
import './form.css';

interface FormFrameProps<Values extends FormikValues> {
  /** What useSendForm (or useSubmitFirstForm) returned: the Formik state and the form's ref. */
  form: { formik: FormikContextType<Values>; formRef: RefObject<HTMLFormElement | null> };
  /** The form's accessible name (or `labelledBy`, the id of the heading that names it) and its submit button's words. */
  words: { formLabel?: string; submit: SubmitLabels };
  labelledBy?: string;
  /** Classes beside `form-grid` (`auth-form`). */
  className?: string;
  submitVariant?: 'primary' | 'danger';
  /** The row of buttons: `form-actions` (one full-width button) unless told (`profile-card__actions`). */
  actionsClassName?: string;
  /** Buttons of the row before the submit button, and after it (a Cancel). */
  actionsBefore?: ReactNode;
  actionsAfter?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Inside the form, under the buttons (a way to start over). */
  after?: ReactNode;
}

/**
 * A Formik form as every form of the site is laid out: its fields in the form grid, then the
 * row of buttons led by the submit button, which is disabled and relabelled while sending.
 * Validation is left to Formik (`noValidate`), which shows errors under their fields.
 */
export function FormFrame<Values extends FormikValues>({
  form,
  words,
  labelledBy,
  className,
  submitVariant,
  actionsClassName = 'form-actions',
  actionsBefore,
  actionsAfter,
  children,
  after,
}: FormFrameProps<Values>) {
  const { formik, formRef } = form;
  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        className={['form-grid', className].filter(Boolean).join(' ')}
        aria-label={words.formLabel}
        aria-labelledby={labelledBy}
        noValidate
        onSubmit={formik.handleSubmit}
      >
        {children}
        <div className={actionsClassName}>
          {actionsBefore}
          <SubmitButton submitting={formik.isSubmitting} labels={words.submit} variant={submitVariant} />
          {actionsAfter}
        </div>
        {after}
      </form>
    </FormikProvider>
  );
}

/**
 * The error summary of a form shown where a toast would go unseen (in a modal dialog): the
 * failure that belongs to no field, as Formik's `status`, announced as it appears.
 */
export function FormStatusError() {
  const { status } = useFormikContext();
  return (
    <div aria-live="polite">
      {typeof status === 'string' && (
        <p className="form-field__error" role="alert">
          {status}
        </p>
      )}
    </div>
  );
}
