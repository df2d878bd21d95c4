import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadFailure } from '../../../components/ui/load-failure';
import { Spinner } from '../../../components/ui/spinner';

/** A card of the Subscription tab, named by its heading (`children` is handed the heading's id). */
export function Panel({ children }: { children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Card className="subscription-panel" aria-labelledby={headingId}>
      {children(headingId)}
    </Card>
  );
}

export function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="subscription-panel__title">
      {children}
    </h2>
  );
}

/** The words of a card whose list is loading or failed to load. */
interface PanelLoadWords {
  heading: string;
  loading: string;
  loadFailure: string;
  retry: string;
  retrying: string;
}

interface PanelLoadingProps {
  words: PanelLoadWords;
  /** Loading failed: the failure as an alert with Try Again, never an empty list. */
  failed: boolean;
  /** A new attempt is under way. */
  retrying: boolean;
  onRetry: () => void;
}

/** A card before its list has arrived: its heading with a spinner, or the failure with Try Again. */
export function PanelLoading({ words, failed, retrying, onRetry }: PanelLoadingProps) {
  return (
    <Panel>
      {(headingId) =>
        failed ? (
          <LoadFailure
            heading={<PanelHeading id={headingId}>{words.heading}</PanelHeading>}
            message={words.loadFailure}
            retryLabel={words.retry}
            onRetry={onRetry}
            retrying={retrying}
            retryingLabel={words.retrying}
          />
        ) : (
          <>
            <PanelHeading id={headingId}>{words.heading}</PanelHeading>
            <div className="subscription-panel__loading">
              <Spinner label={words.loading} />
            </div>
          </>
        )
      }
    </Panel>
  );
}
