import { formatLongUsDate, formatUsd, getPlan, isSamePlan, priceFor, type PlanChangeKind, type PlanChoice, type ProviderAmount } from '@pointforge/domain';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Choice, ChoiceList } from '../../../components/ui/choice-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Fact } from '../../../components/ui/fact';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy as copy, subscriptionTabCopy } from '../../../content/billing';
import { ApiError } from '../../../lib/api-client';
import { isWebAddress } from '../../../lib/web-address';
import { MY_SUBSCRIPTIONS_KEY, type SubscriptionRow } from '../api/get-my-subscriptions';
import { startPlanChange, usePlanChangePreview, type PlanChangePreviewRow } from '../api/plan-change';
import { isReadyToConfirm, mustChooseDevices, needsPaypalApproval, planChangeChoices } from '../plan-change-rules';
import { KeepDevicesPicker, type KeepableDevice } from './keep-devices-picker';

interface ChangePlanDialogProps {
  subscription: SubscriptionRow;
  /** The computers of its licence, for a downgrade to fewer seats; undefined while they load. */
  devices: readonly KeepableDevice[] | undefined;
  open: boolean;
  onClose: () => void;
}

const KINDS_ON_OFFER: readonly PlanChangeKind[] = ['upgrade', 'downgrade'];

function money(amount: ProviderAmount): string {
  return formatUsd(Number(amount.value));
}

/**
 * "Change plan": the upgrades and downgrades on offer, the price of the one chosen before
 * anything is charged (what is due now, what is billed from when, the seats). An upgrade goes
 * on to PayPal, where the buyer approves the payment and the revision of the subscription; a
 * downgrade is scheduled for the end of a paid period, after the customer has said which
 * computers keep the licence when the lower plan has fewer seats than are in use.
 */
export function ChangePlanDialog({ subscription, devices, open, onClose }: ChangePlanDialogProps) {
  const { toast, toastFailure } = useToast();
  const { mutate } = useSWRConfig();
  const choices = planChangeChoices(subscription);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [keepDeviceIds, setKeepDeviceIds] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const { preview, error, isLoading } = usePlanChangePreview(subscription.id, open ? choice : null);
  const scheduleOnly = choice !== null && !needsPaypalApproval(subscription, choice);
  const choosingDevices = preview !== undefined && mustChooseDevices(preview);

  async function start() {
    if (!choice) return;
    setSubmitting(true);
    try {
      const reply = await startPlanChange(subscription.id, { ...choice, keepDeviceIds: choosingDevices ? keepDeviceIds : undefined });
      if (reply.approvalUrl === undefined && 'scheduledChange' in reply) {
        const { plan, effectiveAt } = reply.scheduledChange;
        setSubmitting(false);
        onClose();
        toast({ title: copy.scheduled.title, description: copy.scheduled.description(getPlan(plan).name, formatLongUsDate(effectiveAt)), variant: 'success' });
        await mutate(MY_SUBSCRIPTIONS_KEY);
        return;
      }
      if (!reply.approvalUrl || !isWebAddress(reply.approvalUrl)) throw new Error(copy.startFallback);
      window.location.assign(reply.approvalUrl);
    } catch (failure) {
      setSubmitting(false);
      toastFailure(failure, copy.failure.title, copy.failureLog);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      words={{ ...copy.dialog, ...(scheduleOnly ? copy.downgradeActions : copy.upgradeActions) }}
      busy={submitting}
      ready={isReadyToConfirm(preview, keepDeviceIds)}
      variant="primary"
      size="md"
      onClose={onClose}
      onConfirm={() => void start()}
    >
      <PlanChoices
        choices={choices}
        choice={choice}
        onChoose={(option) => {
          setChoice(option);
          setKeepDeviceIds([]);
        }}
      />
      <div className="plan-change__quote" aria-live="polite">
        {isLoading && <Spinner label={copy.loadingPreview} />}
        {error !== undefined && <p role="alert">{error instanceof ApiError ? error.message : copy.previewFallback}</p>}
        {preview && <PlanChangeQuote preview={preview} />}
      </div>
      {choosingDevices && (
        <KeepDevicesPicker
          devices={devices}
          limit={preview.devices}
          effectiveAt={preview.effectiveAt}
          keepDeviceIds={keepDeviceIds}
          onChange={setKeepDeviceIds}
        />
      )}
    </ConfirmDialog>
  );
}

interface PlanChoicesProps {
  choices: Record<PlanChangeKind, PlanChoice[]>;
  choice: PlanChoice | null;
  onChoose: (choice: PlanChoice) => void;
}

/** The upgrades, then the downgrades, one radio button each with its price. */
function PlanChoices({ choices, choice, onChoose }: PlanChoicesProps) {
  return (
    <>
      {KINDS_ON_OFFER.filter((kind) => choices[kind].length > 0).map((kind) => (
        <ChoiceList key={kind} legend={copy.choiceLegends[kind]}>
          {choices[kind].map((option) => {
            const plan = getPlan(option.plan);
            const billing = subscriptionTabCopy.billingTypes[option.billingType];
            const price = `${formatUsd(priceFor(plan, option.billingType))} ${copy.perPeriod[option.billingType]}`;
            return (
              <Choice key={`${option.plan}-${option.billingType}`}>
                <input type="radio" name="plan-change" checked={choice !== null && isSamePlan(choice, option)} onChange={() => onChoose(option)} />
                <span>{copy.choice(plan.name, billing, price)}</span>
              </Choice>
            );
          })}
        </ChoiceList>
      ))}
    </>
  );
}

/**
 * The price of the change chosen: what is due now (with the VAT in it, where the subscriber
 * pays VAT), what is billed from when, the seats.
 */
function PlanChangeQuote({ preview }: { preview: PlanChangePreviewRow }) {
  const { netCents, vatCents, ratePercent } = preview.dueNowCharge;
  const taxed = preview.dueNowCharge.treatment === 'standard';
  return (
    <dl className="subscription-details fact-list">
      <Fact term={copy.dueNow}>
        {Number(preview.dueNow.value) > 0 ? (
          <>
            <strong>{money(preview.dueNow)}</strong>{' '}
            {vatCents > 0 && <span className="plan-change__note">{copy.dueNowVat(formatUsd(netCents / 100), formatUsd(vatCents / 100), ratePercent)} </span>}
            <span className="plan-change__note">{copy.dueNowNote}</span>
          </>
        ) : (
          copy.nothingDue
        )}
      </Fact>
      <Fact term={copy.then(formatLongUsDate(preview.nextCharge.at))}>
        {money(preview.nextCharge.amount)} {copy.perPeriod[preview.to.billingType]}
        {taxed && ` ${copy.plusVat(ratePercent)}`}
      </Fact>
      <Fact term={preview.kind === 'downgrade' ? copy.takesEffect(formatLongUsDate(preview.effectiveAt)) : subscriptionTabCopy.planLabel}>
        {subscriptionTabCopy.planName(getPlan(preview.to.plan).name)}, {copy.seats(preview.seats)}
      </Fact>
    </dl>
  );
}
