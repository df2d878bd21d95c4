import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useToast } from '../../components/ui/toast';
import { loginCopy } from '../../content/auth';
import { SESSION_KEY, type SessionUser } from '../../lib/session';
import { serverMessage } from './failure-message';

/**
 * How a step of signing in ends, with or without a second step. `finish(user)`: the session
 * cache takes the returned user before leaving, so the next page (the dashboard guards on it)
 * already sees the visitor signed in; then the 'Login successful' toast and the move to
 * `target`. `fail(error, helpers)`: the 'Login failed' toast with the server's message, and
 * the same message as the form's status, which SignInRefusal shows at the form.
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
    fail: (error: unknown, helpers: Pick<FormikHelpers<unknown>, 'setStatus'>): void => {
      const description = serverMessage(error) ?? loginCopy.failure.fallback;
      helpers.setStatus(description);
      toast({ title: loginCopy.failure.title, description, variant: 'destructive' });
    },
  };
}
