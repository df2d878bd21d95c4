import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** Sends a visitor who is already signed in on to `to`, replacing the login or register page in the history. */
export function SignedInRedirect({ to }: { to: string }) {
  const { user } = useSession();
  return user ? <Navigate to={to} replace /> : null;
}
