import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useToast } from '../../components/ui/toast';
import { loginCopy } from '../../content/auth';
import { SESSION_KEY, type SessionUser } from '../../lib/session';

/**
 * The end of a successful sign-in, with or without a second step: the session cache takes
 * the returned user before leaving, so the next page (the dashboard guards on it) already
 * sees the visitor signed in; then the 'Login successful' toast and the move to `target`.
 */
export function useFinishLogIn(target: string): (user: SessionUser) => Promise<void> {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { toast } = useToast();

  return async (user) => {
    await mutate(SESSION_KEY, user, { revalidate: false });
    toast({ title: loginCopy.success.title, variant: 'success' });
    await navigate(target, { replace: true });
  };
}
