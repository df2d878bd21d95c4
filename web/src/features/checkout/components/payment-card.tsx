import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import './checkout.css';

interface PaymentCardProps {
  title: string;
  /** Announces the card's changes politely: for an outcome that arrives on its own (the payment's confirmation). */
  live?: boolean;
  children: ReactNode;
}

/** One card centred on the checkout's backdrop, titled by the page's h1: a payment's outcome, or a plan that does not exist. */
export function PaymentCard({ title, live = false, children }: PaymentCardProps) {
  const titleId = useId();
  return (
    <div className="checkout-page">
      <Card size="lg" className="payment-card" aria-labelledby={titleId} aria-live={live ? 'polite' : undefined}>
        <h1 id={titleId} className="checkout-title">
          {title}
        </h1>
        {children}
      </Card>
    </div>
  );
}
