import { planChangeMeta } from '../../content/billing';
import { PlanChangeReturnPage } from '../../features/subscription/components/plan-change-return-page';
import { PageMeta } from '../../lib/seo';

/** /dashboard/plan-change: where PayPal sends the buyer back during an upgrade; not indexed. */
export function PlanChangeRoute() {
  return (
    <>
      <PageMeta {...planChangeMeta} path="/dashboard/plan-change" noindex canonical={false} jsonLd={null} />
      <PlanChangeReturnPage />
    </>
  );
}
