import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { trialCopy as copy } from '../../../content/licenses';
import { StartTrialError, useStartTrial } from '../api/start-trial';

/**
 * The free trial, offered while the account holds no licence. Success refreshes the list,
 * which then shows the new licence in place of this card.
 */
export function TrialOffer() {
  const headingId = useId();
  const { toast } = useToast();
  const { trigger, isMutating } = useStartTrial();

  async function start() {
    try {
      await trigger();
    } catch (error) {
      const reason = error instanceof StartTrialError ? error.reason : 'failed';
      if (reason === 'not-available') {
        // An answer, not a fault: the user holds or held a licence.
        toast({ title: copy.notAvailable.title, description: (error as Error).message, variant: 'destructive' });
        return;
      }
      console.error(copy.failureLog, error);
      const { title, description } = reason === 'status-unavailable' ? copy.statusUnavailable : copy.failure;
      toast({ title, description, variant: 'destructive' });
      return;
    }
    toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
  }

  return (
    <section className="trial-offer" aria-labelledby={headingId}>
      <h3 id={headingId} className="trial-offer__title">
        {copy.heading}
      </h3>
      <p className="trial-offer__text">{copy.text}</p>
      <Button onClick={() => void start()} busy={isMutating} busyLabel={copy.starting}>
        {copy.start}
      </Button>
    </section>
  );
}
