import { formatLongUsDate, getPlan } from '@pointforge/domain';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy as copy } from '../../../content/billing';
import { errorMessage } from '../../../lib/api-client';
import { MY_SUBSCRIPTIONS_KEY, type ScheduledChangeRow, type SubscriptionRow } from '../api/get-my-subscriptions';
import { undoScheduledChange } from '../api/plan-change';

interface ScheduledChangeProps {
  subscription: SubscriptionRow;
  change: ScheduledChangeRow;
}

/**
 * A downgrade waiting for the end of the paid period ("Changes to Standard on …") and its
 * Undo. The list is read again whether Undo worked or not: a refusal (nothing scheduled any
 * more) means the tab was out of date.
 */
export function ScheduledChange({ subscription, change }: ScheduledChangeProps) {
  const noticeId = useId();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [undoing, setUndoing] = useState(false);

  async function undo() {
    setUndoing(true);
    try {
      await undoScheduledChange(subscription.id);
      toast({ title: copy.undone.title, description: copy.undone.description(getPlan(subscription.plan).name), variant: 'success' });
    } catch (error) {
      console.error(copy.undoFailureLog, error);
      toast({ title: copy.undoFailure.title, description: errorMessage(error), variant: 'destructive' });
    } finally {
      await mutate(MY_SUBSCRIPTIONS_KEY);
      setUndoing(false);
    }
  }

  return (
    <div className="subscription-panel__actions">
      <p id={noticeId} className="subscription-banner">
        {copy.scheduledNotice(getPlan(change.plan).name, formatLongUsDate(change.effectiveAt))}
      </p>
      <Button variant="secondary" aria-describedby={noticeId} onClick={() => void undo()} disabled={undoing}>
        {undoing ? copy.undoing : copy.undo}
      </Button>
    </div>
  );
}
