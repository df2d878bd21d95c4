import { formatLongUsDate, isBillingType, isPaidPlanId, UI_TIMINGS } from '@pointforge/domain';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paymentSuccessCopy as copy } from '../../../content/billing';
import { saveTextFile } from '../../../lib/save-text-file';
import { useSession } from '../../../lib/session';
import { useConfirmPayment, type CheckSubscriptionActive, type ExecuteSubscriptionInput } from '../api/execute-subscription';
import { PaymentCard } from './payment-card';

/** The return URL's four parameters, or null unless all four are there (SITE-SPEC section 5). */
function confirmationInput(params: URLSearchParams): ExecuteSubscriptionInput | null {
  const subscriptionId = params.get('subscription_id');
  const token = params.get('token');
  const plan = params.get('plan');
  const billingType = params.get('billingType');
  if (!subscriptionId || !token || !plan || !billingType) return null;
  return { subscriptionId, token, plan, billingType };
}

function LicenseKeyBox({ licenseKey }: { licenseKey: string }) {
  const { toast } = useToast();
  function download() {
    saveTextFile(copy.keyFileName, licenseKey);
    toast({ title: copy.downloadToast.title, description: copy.downloadToast.description(copy.keyFileName), variant: 'success' });
  }
  return (
    <>
      <div className="payment-card__key">
        <span className="payment-card__key-label">{copy.keyLabel}</span>
        <code className="payment-card__key-value">{licenseKey}</code>
      </div>
      <p className="payment-card__message">{copy.keyEmailed}</p>
      <Button variant="secondary" onClick={download}>
        {copy.downloadKey}
      </Button>
    </>
  );
}

/** The checkout the buyer came from, to try again: the return URL's plan and billing type when both are real. */
function checkoutPath({ plan, billingType }: ExecuteSubscriptionInput): string | null {
  return isPaidPlanId(plan) && isBillingType(billingType) ? `/checkout/${plan}?billingType=${billingType}` : null;
}

/**
 * The seed's failure state, 'Payment Processing Issue': what happened, then the way on. A
 * declined payment (nothing charged) leads back to its checkout first (`retryTo`).
 */
function PaymentFailure({ messages, retryTo = null }: { messages: readonly string[]; retryTo?: string | null }) {
  const actions = [
    ...(retryTo ? [{ to: retryTo, label: copy.tryAgain }] : []),
    { to: '/dashboard', label: copy.goToDashboard },
    { to: '/#pricing', label: copy.returnToPricing },
  ];
  return (
    <PaymentCard live title={copy.failureTitle} actions={actions}>
      {messages.map((message) => (
        <p key={message} className="payment-card__message">
          {message}
        </p>
      ))}
    </PaymentCard>
  );
}

interface ConfirmPaymentProps {
  input: ExecuteSubscriptionInput;
  checkSubscriptionActive: CheckSubscriptionActive;
}

/**
 * Confirms the payment once: processing, then the licence key (for a resumed subscription:
 * resumed, the same key working on, and when the first charge falls), or, when the confirmation
 * failed, success anyway if this subscription is active (then on to the dashboard), else the
 * failure with the way to support; a payment PayPal declined is a failure with what happened
 * and the way back to the checkout, never a success heading.
 */
function ConfirmPayment({ input, checkSubscriptionActive }: ConfirmPaymentProps) {
  const state = useConfirmPayment(input, checkSubscriptionActive);
  const { toast } = useToast();
  const navigate = useNavigate();
  const succeeded = state.status === 'confirmed' || state.status === 'activated';
  const resumed = state.status === 'resumed';

  useEffect(() => {
    if (succeeded) toast({ title: copy.toast.title, description: copy.toast.description, variant: 'success' });
    if (resumed) toast({ title: copy.resumedToast.title, description: copy.resumedToast.description, variant: 'success' });
  }, [succeeded, resumed, toast]);

  useEffect(() => {
    if (state.status !== 'activated') return undefined;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), UI_TIMINGS.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  if (state.status === 'processing') {
    return (
      <PaymentCard live title={copy.processingTitle}>
        <Spinner size="lg" />
        <p className="payment-card__message">{copy.processing}</p>
      </PaymentCard>
    );
  }

  if (state.status === 'declined') {
    return <PaymentFailure messages={[state.message]} retryTo={checkoutPath(input)} />;
  }

  if (state.status === 'failed') {
    return <PaymentFailure messages={[copy.failureMessage, copy.failureNote]} />;
  }

  if (state.status === 'resumed') {
    return (
      <PaymentCard live title={copy.resumedTitle} actions={[{ to: '/dashboard', label: copy.goToDashboard }]}>
        <p className="payment-card__message">{copy.resumedKeyNote}</p>
        <p className="payment-card__message">{copy.resumedMessage(state.nextChargeDate && formatLongUsDate(state.nextChargeDate))}</p>
      </PaymentCard>
    );
  }

  const licenseKey = state.status === 'confirmed' ? state.licenseKey : null;
  return (
    <PaymentCard
      live
      title={copy.successTitle}
      actions={[
        { to: '/dashboard', label: copy.goToDashboard },
        { to: '/', label: copy.returnHome },
      ]}
    >
      <p className="payment-card__message">{copy.successMessage}</p>
      {licenseKey ? <LicenseKeyBox licenseKey={licenseKey} /> : <p className="payment-card__message">{copy.noKey}</p>}
    </PaymentCard>
  );
}

/**
 * /success, where PayPal sends the buyer back (SITE-SPEC sections 2 and 4). Without all four
 * parameters there is nothing to confirm: on to /dashboard. A buyer whose session ended
 * meanwhile signs in first and comes back to the same address.
 */
export function PaymentSuccessPage({ checkSubscriptionActive }: { checkSubscriptionActive: CheckSubscriptionActive }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, isLoading } = useSession();
  const input = confirmationInput(params);

  if (!input) return <Navigate to="/dashboard" replace />;
  if (isLoading) {
    return (
      <PaymentCard live title={copy.processingTitle}>
        <Spinner size="lg" />
        <p className="payment-card__message">{copy.processing}</p>
      </PaymentCard>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <ConfirmPayment key={input.subscriptionId} input={input} checkSubscriptionActive={checkSubscriptionActive} />;
}
