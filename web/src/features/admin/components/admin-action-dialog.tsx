import { FormikProvider, useFormik, type FormikHelpers, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { adminCopy as copy } from '../../../content/admin';
import type { ApiSuccess } from '../../../lib/api-client';

const NO_FIELDS = {};

interface AdminActionDialogProps<Values extends FormikValues, Reply extends ApiSuccess> {
  open: boolean;
  title: string;
  /** A line under the title; it may follow what the form holds (the kind of a refund). */
  description: string | ((values: Values) => string);
  confirmLabel: string;
  /** The form's fields (rendered as children, bound to Formik) and their rules; none for a plain confirmation. */
  initialValues?: Values;
  validationSchema?: AnyObjectSchema;
  /** What Confirm waits for, shown (and describing it) while the values do not pass: "Enter … and a reason". */
  requirement?: string;
  children?: ReactNode;
  /** Sends the values as the schema casts them (trimmed, numbers as numbers). */
  run: (values: Values) => Promise<Reply>;
  /** The toasts' titles; "Done" and "Not Done" unless told. */
  outcomeTitles?: { done: string; failed: string };
  /** After the toast of a success; closing the dialog unless told. */
  onDone?: (reply: Reply) => void;
  onClose: () => void;
}

/**
 * Confirms one console action, with the fields it needs, runs it and toasts the server's
 * answer. Confirm stays disabled until the values pass the schema, and says why beside it
 * (`requirement`); each field shows its own error under it once the operator has left it, and
 * from then on as they type. A failure leaves the form as it was, to try again.
 */
export function AdminActionDialog<Values extends FormikValues, Reply extends ApiSuccess>({
  open,
  title,
  description,
  confirmLabel,
  initialValues = NO_FIELDS as Values,
  validationSchema,
  requirement,
  children,
  run,
  outcomeTitles = { done: copy.actions.done, failed: copy.actions.failed },
  onDone,
  onClose,
}: AdminActionDialogProps<Values, Reply>) {
  const { toast, toastFailure } = useToast();

  async function onSubmit(values: Values, helpers: FormikHelpers<Values>): Promise<void> {
    try {
      const reply = await run(validationSchema ? (validationSchema.cast(values) as Values) : values);
      toast({ title: outcomeTitles.done, description: reply.message, variant: 'success' });
      helpers.resetForm();
      (onDone ?? onClose)(reply);
    } catch (error) {
      toastFailure(error, outcomeTitles.failed);
    }
  }

  const formik = useFormik<Values>({ initialValues, validationSchema, onSubmit, validateOnBlur: true, validateOnChange: true });
  const busy = formik.isSubmitting;
  const ready = !validationSchema || validationSchema.isValidSync(formik.values);
  const requirementId = useId();
  const showRequirement = !ready && requirement !== undefined;

  return (
    <FormikProvider value={formik}>
      {/* The dialog sits in the form, so that its Confirm in the footer submits the fields in its body. */}
      <form noValidate onSubmit={formik.handleSubmit}>
        <Dialog
          open={open}
          onClose={() => {
            if (!busy) onClose();
          }}
          size="sm"
          closeOnBackdrop={false}
          title={title}
          description={typeof description === 'function' ? description(formik.values) : description}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {copy.actions.cancel}
              </Button>
              <Button type="submit" disabled={busy || !ready} aria-busy={busy} aria-describedby={showRequirement ? requirementId : undefined}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {children}
          {showRequirement && (
            <p id={requirementId} className="form-field__hint">
              {requirement}
            </p>
          )}
        </Dialog>
      </form>
    </FormikProvider>
  );
}

/** Why the operator acts, kept in the audit log: required wherever it is asked for. */
export function ReasonField({ maxLength }: { maxLength: number }) {
  return <TextareaField name="reason" label={copy.actions.reasonLabel} rows={3} maxLength={maxLength} />;
}
