import { CHECKOUT_CANCELLED_FLAG, findPaidPlan, type BillingType } from '@pointforge/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Columns } from '../../../components/ui/columns';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { SurfacePage } from '../../../components/ui/surface-page';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { checkoutCopy as copy } from '../../../content/billing';
import { useSession } from '../../../lib/session';
import { PlanSummaryCard } from './plan-summary-card';
import { ChangePlanOffer } from './change-plan-offer';
import { PaymentCard } from './payment-card';
import { SubscribePanel } from './subscribe-panel';
import './checkout.css';

const BILLING_PARAM = 'billingType';

const BILLING_OPTIONS = [
  { value: 'annual', label: copy.annualLabel },
  { value: 'monthly', label: copy.monthlyLabel },
] as const satisfies readonly { value: BillingType; label: string }[];

/** `billingType=monthly` selects monthly; anything else (or nothing) is the annual default. */
function billingTypeOf(params: URLSearchParams): BillingType {
  return params.get(BILLING_PARAM) === 'monthly' ? 'monthly' : 'annual';
}

function PlanNotFound() {
  return (
    <PaymentCard title={copy.notFound.title} actions={[{ to: '/#pricing', label: copy.notFound.action }]}>
      <p className="payment-card__message">{copy.notFound.message}</p>
    </PaymentCard>
  );
}

/**
 * /checkout/:plan (SITE-SPEC section 2). An unknown plan says so (signing in would not
 * help); a visitor who is not signed in goes to /login and comes back here, billing type
 * included. The billing type lives in the query, so the toggle survives a reload and
 * PayPal's cancel link returns to the same choice; that link also carries
 * `checkout=cancelled`, and the page then says nothing was charged.
 */
interface CheckoutPageProps {
  planId: string;
  /** The plan the customer already holds with PayPal billing it: the page offers a change of plan instead of a purchase. */
  heldPlan: { planName: string; billingType: BillingType } | null;
  /** The billing details step above the order summary (the billing details feature's), and whether it is done. */
  billingStep: { element: ReactNode; ready: boolean };
}

export function CheckoutPage({ planId, heldPlan, billingStep }: CheckoutPageProps) {
  const plan = findPaidPlan(planId);
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Said once, on the way back from PayPal's Cancel: the flag then leaves the address, so a
  // reload, a change of billing or the next checkout does not say it again.
  const [cancelled] = useState(() => params.get(CHECKOUT_CANCELLED_FLAG.name) === CHECKOUT_CANCELLED_FLAG.value);
  const flagged = params.has(CHECKOUT_CANCELLED_FLAG.name);
  useEffect(() => {
    if (!flagged) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(CHECKOUT_CANCELLED_FLAG.name);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [flagged, setParams]);

  if (!plan) return <PlanNotFound />;
  if (isLoading) {
    return (
      <SurfacePage>
        <div className="checkout-page__loading">
          <Spinner size="lg" label={copy.loading} />
        </div>
      </SurfacePage>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }

  const billingType = billingTypeOf(params);
  function selectBillingType(next: BillingType) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(BILLING_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <SurfacePage>
      <div className="checkout-page__inner">
        <header className="checkout-page__header">
          <h1 className="checkout-title">{copy.heading(plan.name)}</h1>
          <p className="checkout-page__intro">{copy.intro}</p>
        </header>
        {cancelled && (
          <Notice as="div" tone="info" size="md" role="status" headline={copy.cancelled.title}>
            <p>{copy.cancelled.text}</p>
          </Notice>
        )}
        <ToggleGroup label={copy.billingToggleLabel} options={BILLING_OPTIONS} selected={billingType} onSelect={selectBillingType} onSurface />
        <Columns widths="3:2" from="52rem">
          <PlanSummaryCard plan={plan} billingType={billingType} />
          {heldPlan ? (
            <ChangePlanOffer heldPlan={heldPlan} />
          ) : (
            <div className="checkout-page__steps">
              {billingStep.element}
              <SubscribePanel plan={plan} billingType={billingType} billingReady={billingStep.ready} />
            </div>
          )}
        </Columns>
      </div>
    </SurfacePage>
  );
}
