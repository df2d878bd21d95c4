import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { subscriptionEmptyCopy as copy } from '../../../content/dashboard';
import './dashboard.css';

/** The Subscription tab while the account has no subscription: says so and points to the plans. */
export function SubscriptionEmptyState() {
  const headingId = useId();
  return (
    <section className="dashboard-panel" aria-labelledby={headingId}>
      <div className="dashboard-empty">
        <h2 id={headingId} className="dashboard-panel__title">
          {copy.heading}
        </h2>
        <p className="dashboard-empty__lead">{copy.empty}</p>
        <p className="dashboard-empty__text">{copy.explanation}</p>
        <ButtonLink to="/#pricing">{copy.viewPlans}</ButtonLink>
      </div>
    </section>
  );
}
