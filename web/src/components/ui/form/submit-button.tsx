import { Button, type ButtonVariant } from '../button';

/** A submit button's words: what it says, and what it says while the form is being sent. */
export interface SubmitLabels {
  label: string;
  busyLabel: string;
}

interface SubmitButtonProps {
  /** Formik's `isSubmitting`: the button is disabled and says `labels.busyLabel` meanwhile. */
  submitting: boolean;
  labels: SubmitLabels;
  /** `danger` for a submit that removes or turns something off. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
}

/** A form's submit button, disabled while the form is being sent. */
export function SubmitButton({ submitting, labels, variant = 'primary' }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} busy={submitting} busyLabel={labels.busyLabel}>
      {labels.label}
    </Button>
  );
}
