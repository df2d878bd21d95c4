import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { Card } from '../../../components/ui/card';
import { SurfacePage } from '../../../components/ui/surface-page';
import './checkout.css';

/** A way on from the card: where to, and the button's label. */
interface PaymentCardAction {
  to: string;
  label: string;
}

interface PaymentCardProps {
  title: string;
  /** Announces the card's changes politely: for an outcome that arrives on its own (the payment's confirmation). */
  live?: boolean;
  children: ReactNode;
  /** The ways on, under the content: the first is the primary button. */
  actions?: readonly PaymentCardAction[];
}

/** One card centred on the checkout's surface page, titled by the page's h1: a payment's outcome, or a plan that does not exist. */
export function PaymentCard({ title, live = false, children, actions = [] }: PaymentCardProps) {
  const titleId = useId();
  return (
    <SurfacePage>
      <Card size="lg" className="payment-card" aria-labelledby={titleId} aria-live={live ? 'polite' : undefined}>
        <h1 id={titleId} className="checkout-title">
          {title}
        </h1>
        {children}
        {actions.length > 0 && (
          <ButtonRow centred className="payment-card__actions">
            {actions.map(({ to, label }, index) => (
              <ButtonLink key={to} to={to} variant={index === 0 ? 'primary' : 'secondary'}>
                {label}
              </ButtonLink>
            ))}
          </ButtonRow>
        )}
      </Card>
    </SurfacePage>
  );
}
