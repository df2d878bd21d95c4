import { formatLongUsDate, getPlan } from '@pointforge/domain';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { Notice } from '../../../components/ui/notice';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy as copy } from '../../../content/billing';
import { isWebAddress } from '../../../lib/web-address';
import { MY_SUBSCRIPTIONS_KEY, type ScheduledChangeRow, type SubscriptionRow } from '../api/get-my-subscriptions';
import { planChangeReturnPath, undoScheduledChange } from '../api/plan-change';

interface ScheduledChangeProps {
  subscription: SubscriptionRow;
  change: ScheduledChangeRow;
}

/**
 * A downgrade waiting for the end of the paid period ("Changes to Standard on …") and its
 * Undo; a change of billing period not yet approved at PayPal offers "Finish at PayPal". The
 * list is read again whether Undo worked or not: a refusal (nothing scheduled any more)
 * means the tab was out of date. Undoing a change PayPal has made already goes to PayPal.
 */
export function ScheduledChange({ subscription, change }: ScheduledChangeProps) {
  const noticeId = useId();
  const { toast, toastFailure } = useToast();
  const { mutate } = useSWRConfig();
  const [undoing, setUndoing] = useState(false);

  const planName = getPlan(change.plan).name;
  const date = formatLongUsDate(change.effectiveAt);

  async function undo() {
    setUndoing(true);
    try {
      const { approvalUrl } = await undoScheduledChange(subscription.id);
      if (approvalUrl !== null) {
        // PayPal has made the change already: going back needs the buyer's consent there too.
        if (!isWebAddress(approvalUrl)) throw new Error(copy.undoFallback);
        window.location.assign(approvalUrl);
        return;
      }
      toast({ title: copy.undone.title, description: copy.undone.description(getPlan(subscription.plan).name), variant: 'success' });
    } catch (error) {
      toastFailure(error, copy.undoFailure.title, copy.undoFailureLog);
    } finally {
      await mutate(MY_SUBSCRIPTIONS_KEY);
      setUndoing(false);
    }
  }

  return (
    <ButtonRow className="subscription-panel__actions">
      <Notice id={noticeId} tone="info" size="md" className="subscription-banner">
        {change.billingType === subscription.billingType
          ? copy.scheduledNotice(planName, date)
          : copy.scheduledPeriodNotice(planName, change.billingType, date)}
        {change.awaitingConsent && <span className="subscription-banner__note">{copy.awaitingConsent}</span>}
      </Notice>
      {change.awaitingConsent && <ButtonLink to={planChangeReturnPath(subscription.id)}>{copy.finish}</ButtonLink>}
      <Button variant="secondary" aria-describedby={noticeId} onClick={() => void undo()} busy={undoing} busyLabel={copy.undoing}>
        {copy.undo}
      </Button>
    </ButtonRow>
  );
}
