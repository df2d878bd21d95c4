import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusMessage } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy as copy } from '../../../content/billing';
import { errorMessage } from '../../../lib/api-client';
import { isWebAddress } from '../../../lib/web-address';
import { confirmPlanChange } from '../api/plan-change';

const SUBSCRIPTION_TAB = '/dashboard?tab=subscription';

/**
 * /dashboard/plan-change, where PayPal sends the buyer back during an upgrade: once with
 * the order (`token`) after approving the payment, once more (`ba_token`) after consenting
 * to the revision (the only return of a change of billing period, and of its undoing). Each time it confirms with the API, then goes on to PayPal's next page
 * or, once the change is complete, to the Subscription tab with a toast. Confirmed once per
 * visit: a re-render never asks PayPal to capture twice.
 */
export function PlanChangeReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const subscriptionId = params.get('subscription') ?? '';
  // PayPal names the order as `token`; the revision's return carries `ba_token` (and its own `token`, not an order).
  const orderId = params.has('ba_token') ? null : params.get('token');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmPlanChange(subscriptionId, orderId)
      .then((reply) => {
        if (reply.approvalUrl === null) {
          const title = reply.outcome === 'scheduled' ? copy.scheduled.title : reply.outcome === 'undone' ? copy.undone.title : copy.done.title;
          toast({ title, description: reply.message, variant: 'success' });
          void navigate(SUBSCRIPTION_TAB, { replace: true });
          return;
        }
        if (!isWebAddress(reply.approvalUrl)) throw new Error(copy.confirmFallback);
        window.location.assign(reply.approvalUrl);
      })
      .catch((error: unknown) => {
        console.error(copy.failureLog, error);
        setFailure(errorMessage(error));
      });
  }, [subscriptionId, orderId, navigate, toast]);

  if (failure !== null) {
    return (
      <div className="container">
        <StatusMessage title={copy.returnFailureTitle} message={failure} action={<ButtonLink to={SUBSCRIPTION_TAB}>{copy.backToSubscription}</ButtonLink>} />
      </div>
    );
  }
  return (
    <div className="container">
      <StatusMessage title={copy.returnTitle} message={copy.returnWorking} action={<Spinner label={copy.returnTitle} />} />
    </div>
  );
}
