import { useFormikContext } from 'formik';
import { AuthNotice } from './auth-notice';

/**
 * Why the last sign-in attempt was refused (Formik's `status`, set by useLogInOutcome's
 * `fail`), at the top of the form: the toast says it too, but far from the form and only
 * for 5 seconds. A new attempt clears it.
 */
export function SignInRefusal() {
  const { status } = useFormikContext();
  return typeof status === 'string' ? <AuthNotice tone="error">{status}</AuthNotice> : null;
}
