import { BILLING_TYPES, CHECKOUT_PLANS, formatLongUsDate, formatUsd, getPlan, planChangeKind, priceFor, type BillingType, type PaidPlanId } from '@pointforge/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy as copy, subscriptionTabCopy } from '../../../content/billing';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isWebAddress } from '../../../lib/web-address';
import type { SubscriptionRow } from '../api/get-my-subscriptions';
import { startPlanChange, usePlanChangePreview, type AmountRow } from '../api/plan-change';

interface ChangePlanDialogProps {
  subscription: SubscriptionRow;
  open: boolean;
  onClose: () => void;
}

type Choice = { plan: PaidPlanId; billingType: BillingType };

/** The upgrades the site makes online: a higher tier, or annual billing of the same tier. */
function upgradesFrom(subscription: SubscriptionRow): Choice[] {
  return CHECKOUT_PLANS.flatMap((plan) => BILLING_TYPES.map((billingType) => ({ plan: plan.id, billingType }))).filter(
    (choice) =>
      !(choice.plan === subscription.plan && choice.billingType === subscription.billingType) && planChangeKind(subscription, choice) === 'upgrade',
  );
}

function money(amount: AmountRow): string {
  return formatUsd(Number(amount.value));
}

/**
 * "Change plan": the upgrades on offer, the price of the one chosen before anything is
 * charged (what is due now, what is billed from the next billing date, the seats), then
 * PayPal, where the buyer approves the payment and the revision of the subscription.
 */
export function ChangePlanDialog({ subscription, open, onClose }: ChangePlanDialogProps) {
  const legendId = useId();
  const { toast } = useToast();
  const choices = upgradesFrom(subscription);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const { preview, error, isLoading } = usePlanChangePreview(subscription.id, open ? choice : null);

  async function start() {
    if (!choice) return;
    setRedirecting(true);
    try {
      const { approvalUrl } = await startPlanChange(subscription.id, choice.plan, choice.billingType);
      if (!isWebAddress(approvalUrl)) throw new Error(copy.startFallback);
      window.location.assign(approvalUrl);
    } catch (failure) {
      setRedirecting(false);
      console.error(copy.failureLog, failure);
      toast({ title: copy.failure.title, description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!redirecting) onClose();
      }}
      title={copy.title}
      description={copy.description}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={redirecting}>
            {copy.keep}
          </Button>
          <Button onClick={() => void start()} disabled={!preview || redirecting}>
            {redirecting ? copy.redirecting : copy.confirm}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p>{copy.noUpgrade}</p>
      ) : (
        <fieldset className="plan-change__choices" aria-labelledby={legendId}>
          <legend id={legendId} className="plan-change__legend">
            {copy.choiceLegend}
          </legend>
          {choices.map((option) => {
            const plan = getPlan(option.plan);
            const billing = subscriptionTabCopy.billingTypes[option.billingType];
            const price = `${formatUsd(priceFor(plan, option.billingType))} ${copy.perPeriod[option.billingType]}`;
            return (
              <label key={`${option.plan}-${option.billingType}`} className="plan-change__choice">
                <input
                  type="radio"
                  name="plan-change"
                  checked={choice?.plan === option.plan && choice.billingType === option.billingType}
                  onChange={() => setChoice(option)}
                />
                <span>{copy.choice(plan.name, billing, price)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="plan-change__quote" aria-live="polite">
        {isLoading && <Spinner label={copy.loadingPreview} />}
        {error !== undefined && <p role="alert">{error instanceof ApiError ? error.message : copy.previewFallback}</p>}
        {preview && (
          <dl className="subscription-details">
            <div>
              <dt>{copy.dueNow}</dt>
              <dd>
                {Number(preview.dueNow.value) > 0 ? (
                  <>
                    <strong>{money(preview.dueNow)}</strong> <span className="plan-change__note">{copy.dueNowNote}</span>
                  </>
                ) : (
                  copy.nothingDue
                )}
              </dd>
            </div>
            <div>
              <dt>{copy.then(formatLongUsDate(preview.nextCharge.at))}</dt>
              <dd>
                {money(preview.nextCharge.amount)} {copy.perPeriod[preview.to.billingType]}
              </dd>
            </div>
            <div>
              <dt>{subscriptionTabCopy.planLabel}</dt>
              <dd>
                {subscriptionTabCopy.planName(getPlan(preview.to.plan).name)}, {copy.seats(preview.seats)}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </Dialog>
  );
}
