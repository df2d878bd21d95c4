import { Button } from '../button';

interface SubmitButtonProps {
  /** Formik's `isSubmitting`: the button is disabled and says `busyLabel` meanwhile. */
  submitting: boolean;
  label: string;
  busyLabel: string;
}

/** A form's submit button, disabled while the form is being sent. */
export function SubmitButton({ submitting, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
