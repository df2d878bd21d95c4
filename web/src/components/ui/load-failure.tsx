import type { ReactNode } from 'react';
import { Button } from './button';
import './load-failure.css';

interface LoadFailureProps {
  /** The section's heading, when the failure is all the section holds. */
  heading?: ReactNode;
  /** What could not be loaded, said as an alert: "Your licenses could not be loaded. Please try again." */
  message: string;
  /** The retry button's words ("Try Again") and what it does: asks again. */
  retryLabel: string;
  onRetry: () => void;
  /** While the new attempt is under way: the button is disabled and says `retryingLabel`. */
  retrying?: boolean;
  retryingLabel?: string;
}

/** A section whose data failed to load: says so (never as an empty list) and offers to ask again. */
export function LoadFailure({ heading, message, retryLabel, onRetry, retrying = false, retryingLabel }: LoadFailureProps) {
  return (
    <div className="load-failure">
      {heading}
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry} busy={retrying} busyLabel={retryingLabel}>
        {retryLabel}
      </Button>
    </div>
  );
}
