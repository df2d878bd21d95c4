import { BILLING_ERROR_CODES, FINAL_SUBSCRIPTION_STATUSES, formatLongUsDate, getPlan, isPaymentPending } from '@pointforge/domain';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Fact } from '../../../components/ui/fact';
import { Notice } from '../../../components/ui/notice';
import { useToast } from '../../../components/ui/toast';
import { planChangeCopy, subscriptionTabCopy as copy } from '../../../content/billing';
import { ApiError } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useMySubscriptions, type SubscriptionRow } from '../api/get-my-subscriptions';
import { planChangeReturnPath } from '../api/plan-change';
import { useResumeSubscription } from '../api/resume-subscription';
import { isResumable, listedSubscriptions } from '../listed-subscriptions';
import { canChangePlan } from '../plan-change-rules';
import { BillingHistory } from './billing-history';
import { ChangePlanDialog } from './change-plan-dialog';
import type { KeepableDevice, SubscribedLicense } from './keep-devices-picker';
import { ScheduledChange } from './scheduled-change';
import { Panel, PanelHeading, PanelLoading } from './subscription-panel';
import './subscription.css';

function Heading({ id }: { id: string }) {
  return <PanelHeading id={id}>{copy.heading}</PanelHeading>;
}

function dateOrNull(value: string | null): string | null {
  return value ? formatLongUsDate(value) : null;
}

interface SubscriptionDetailsProps {
  subscription: SubscriptionRow;
  /** The computers of its licence (for a downgrade to fewer seats); undefined while the licences load. */
  devices: readonly KeepableDevice[] | undefined;
  /** Offer "Resume subscription" (a cancelled one whose access lasts, nothing else billed). */
  resumable: boolean;
}

/** The status as the customer reads it: an approved checkout whose first payment is being collected is "Payment pending". */
function statusOf(subscription: SubscriptionRow): { label: string; modifier: string } {
  if (isPaymentPending(subscription)) return { label: copy.paymentPending, modifier: 'payment-pending' };
  return { label: copy.statuses[subscription.status], modifier: subscription.status };
}

/**
 * "Resume subscription": the API opens a new subscription on the same plan and key, first
 * charged when the paid period ends, and the browser goes to PayPal to approve it.
 */
function ResumeAction({ subscriptionId, accessUntil }: { subscriptionId: string; accessUntil: string | null }) {
  const { toast } = useToast();
  const { trigger, isMutating } = useResumeSubscription();
  const [leaving, setLeaving] = useState(false);

  async function resume() {
    try {
      const { approvalUrl } = await trigger(subscriptionId);
      setLeaving(true);
      window.location.assign(approvalUrl);
    } catch (error) {
      console.error(copy.resumeFailureLog, error);
      const description = error instanceof ApiError ? error.message : copy.resumeFallback;
      toast({ title: copy.resumeFailure.title, description, variant: 'destructive' });
    }
  }

  return (
    <ButtonRow className="subscription-panel__actions">
      <p className="subscription-resume__note">{copy.resumeNote(accessUntil)}</p>
      <Button onClick={() => void resume()} busy={isMutating || leaving} busyLabel={copy.resuming}>
        {copy.resume}
      </Button>
    </ButtonRow>
  );
}

interface SubscriptionFieldsProps {
  subscription: SubscriptionRow;
  planName: string;
  endDate: string | null;
  cancellable: boolean;
}

/** The plan, status, billing type and dates of one subscription. */
function SubscriptionFields({ subscription, planName, endDate, cancellable }: SubscriptionFieldsProps) {
  const nextBilling = dateOrNull(subscription.nextBillingDate);
  const status = statusOf(subscription);
  return (
    <dl className="subscription-details fact-list">
      <Fact term={copy.planLabel}>{planName}</Fact>
      <Fact term={copy.statusLabel}>
        <span className={`subscription-status subscription-status--${status.modifier}`}>{status.label}</span>
      </Fact>
      <Fact term={copy.billingTypeLabel}>{copy.billingTypes[subscription.billingType]}</Fact>
      <Fact term={copy.startLabel}>{formatLongUsDate(subscription.startDate)}</Fact>
      {endDate && <Fact term={copy.endLabel}>{endDate}</Fact>}
      {cancellable && <Fact term={copy.nextBillingLabel}>{nextBilling ?? copy.notScheduled}</Fact>}
    </dl>
  );
}

/** One subscription: its details, the cancelled banner with its Resume, a scheduled downgrade with its Undo, and its own Cancel while it can still be cancelled. */
function SubscriptionDetails({ subscription, devices, resumable }: SubscriptionDetailsProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const changeInProgress = subscription.planChange?.paidAt ? subscription.planChange : null;
  const changeable = canChangePlan(subscription);
  const cancelled = subscription.status === 'cancelled';
  const cancellable = !FINAL_SUBSCRIPTION_STATUSES.includes(subscription.status);
  const endDate = dateOrNull(subscription.endDate);
  const planName = copy.planName(getPlan(subscription.plan).name);

  async function cancel() {
    try {
      const reply = await trigger(subscription.id);
      setConfirming(false);
      toast({ title: copy.success.title, description: reply.message, variant: 'success' });
    } catch (error) {
      setConfirming(false);
      console.error(copy.failureLog, error);
      const nothingToCancel = error instanceof ApiError && (error.code === BILLING_ERROR_CODES.nothingToCancel || error.status === 404);
      const { title, description } = nothingToCancel ? copy.nothingToCancel : copy.failure;
      toast({ title, description, variant: 'destructive' });
    }
  }

  return (
    <article className="subscription-item" aria-label={copy.itemLabel(planName, copy.billingTypes[subscription.billingType])}>
      {cancelled && (
        <Notice tone="info" size="md" className="subscription-banner">
          {copy.cancelledBanner(endDate)}
        </Notice>
      )}
      <SubscriptionFields subscription={subscription} planName={planName} endDate={endDate} cancellable={cancellable} />
      {resumable && <ResumeAction subscriptionId={subscription.id} accessUntil={endDate} />}
      {changeInProgress && (
        <Notice tone="info" size="md" className="subscription-banner">
          {planChangeCopy.inProgress(getPlan(changeInProgress.plan).name, copy.billingTypes[changeInProgress.billingType])}
        </Notice>
      )}
      {subscription.scheduledChange && <ScheduledChange subscription={subscription} change={subscription.scheduledChange} />}
      {cancellable && (
        <ButtonRow className="subscription-panel__actions">
          {changeable && <Button onClick={() => setChanging(true)}>{planChangeCopy.open}</Button>}
          {changeInProgress && <ButtonLink to={planChangeReturnPath(subscription.id)}>{planChangeCopy.finish}</ButtonLink>}
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {copy.cancel}
          </Button>
        </ButtonRow>
      )}
      {changeable && <ChangePlanDialog subscription={subscription} devices={devices} open={changing} onClose={() => setChanging(false)} />}
      <ConfirmDialog open={confirming} words={copy.dialog} busy={isMutating} onClose={() => setConfirming(false)} onConfirm={() => void cancel()}>
        <p>{copy.dialogText(endDate)}</p>
      </ConfirmDialog>
    </article>
  );
}

/**
 * The Subscription tab's first card (SITE-SPEC sections 2 and 4): each subscription the
 * customer holds (listedSubscriptions), newest first, with its status, billing type, end and
 * next billing dates, and its own cancellation behind a confirm dialog; a cancelled one
 * offers "Resume subscription" while its access lasts. An account without
 * one (a trial, say) sees an empty state pointing to the plans, and nothing to cancel.
 * `licenses` (undefined while they load) give a downgrade the computers of the subscription's
 * licence, the one whose `subscriptionId` is the subscription's.
 */
function SubscriptionsCard({ licenses }: { licenses: readonly SubscribedLicense[] | undefined }) {
  const { subscriptions, error, isValidating, reload } = useMySubscriptions();
  const now = useNow();

  if (!subscriptions) return <PanelLoading words={copy} failed={Boolean(error)} retrying={isValidating} onRetry={() => void reload()} />;

  const listed = listedSubscriptions(subscriptions, now);
  return (
    <Panel>
      {(headingId) =>
        listed.length > 0 ? (
          <>
            <Heading id={headingId} />
            {listed.map((subscription) => (
              <SubscriptionDetails
                key={subscription.id}
                subscription={subscription}
                devices={licenses && (licenses.find((license) => license.subscriptionId === subscription.id)?.devices ?? [])}
                resumable={isResumable(subscription, subscriptions, now)}
              />
            ))}
          </>
        ) : (
          <EmptyState heading={<Heading id={headingId} />} title={copy.empty} text={copy.explanation} className="subscription-empty">
            <ButtonLink to="/#pricing">{copy.viewPlans}</ButtonLink>
          </EmptyState>
        )
      }
    </Panel>
  );
}

/**
 * The dashboard's Subscription tab: the subscriptions card (SubscriptionsCard), then the
 * Billing history of every payment, refund and reversal with its invoice or credit note.
 */
export function SubscriptionTab({ licenses }: { licenses: readonly SubscribedLicense[] | undefined }) {
  return (
    <div className="subscription-tab">
      <SubscriptionsCard licenses={licenses} />
      <BillingHistory />
    </div>
  );
}
