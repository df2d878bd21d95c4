import { ADMIN_ERROR_CODES } from '@pointforge/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { adminCopy as copy } from '../../../content/admin';
import { ApiError, errorMessage } from '../../../lib/api-client';

interface AdminQueryStateProps {
  error: unknown;
  isLoading: boolean;
  loadingLabel: string;
  onRetry: () => void;
}

/**
 * What a console listing shows before it has rows: a spinner, the API's message with a retry,
 * or, for an admin without two-factor sign-in, that message with the way to the Profile tab
 * (or, when the session did not pass it, the message that says to sign in again with a code).
 */
export function AdminQueryState({ error, isLoading, loadingLabel, onRetry }: AdminQueryStateProps) {
  if (error instanceof ApiError && error.code === ADMIN_ERROR_CODES.twoFactorRequired) {
    return (
      <div className="admin-notice" role="alert">
        <h2 className="admin-notice__title">{copy.twoFactor.title}</h2>
        <p>{error.message}</p>
        <ButtonLink to="/dashboard?tab=profile">{copy.twoFactor.action}</ButtonLink>
      </div>
    );
  }
  if (error instanceof ApiError && error.code === ADMIN_ERROR_CODES.secondFactorSignInRequired) {
    return (
      <div className="admin-notice" role="alert">
        <h2 className="admin-notice__title">{copy.secondFactorSignIn.title}</h2>
        <p>{error.message}</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className="admin-notice" role="alert">
        <p>
          {copy.loadFailed} {errorMessage(error)}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  return isLoading ? <Spinner label={loadingLabel} /> : null;
}
