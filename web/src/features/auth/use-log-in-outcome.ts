import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useToast } from '../../components/ui/toast';
import { loginCopy } from '../../content/auth';
import { SESSION_KEY, type SessionUser } from '../../lib/session';
import { serverMessage } from './failure-message';

/** What `fail` needs of useSendForm's failed attempt: its field errors, and where the form's status is set. */
interface FailedSignIn {
  fieldErrors: object | undefined;
  helpers: { setStatus: (status: string) => void };
}

/**
 * How a step of signing in ends, with or without a second step. `finish(user)`: the session
 * cache takes the returned user before leaving, so the next page (the dashboard guards on it)
 * already sees the visitor signed in; then the 'Login successful' toast and the move to
 * `target`. `fail(error, attempt)`: the 'Login failed' toast with the server's message, and
 * the same message as the form's status, which SignInRefusal shows at the form (unless the
 * refusal is already under its field).
 */
export function useLogInOutcome(target: string) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { toast } = useToast();

  return {
    finish: async (user: SessionUser): Promise<void> => {
      await mutate(SESSION_KEY, user, { revalidate: false });
      toast({ title: loginCopy.success.title, variant: 'success' });
      await navigate(target, { replace: true });
    },
    fail: (error: unknown, { helpers, fieldErrors }: FailedSignIn): void => {
      const description = serverMessage(error) ?? loginCopy.failure.fallback;
      // A refusal of one field (a wrong code) is already shown under that field.
      if (!fieldErrors) helpers.setStatus(description);
      toast({ title: loginCopy.failure.title, description, variant: 'destructive' });
    },
  };
}
