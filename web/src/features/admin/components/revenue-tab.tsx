import { getPlan } from '@pointforge/domain';
import { CardGrid } from '../../../components/ui/card-grid';
import { adminCopy } from '../../../content/admin';
import { revenueCopy as copy } from '../../../content/admin-revenue';
import { useRevenue, type RevenueReply } from '../api/get-revenue';
import { AdminQueryState } from './admin-query-state';
import { CountCard } from './count-card';
import { RevenueCharts } from './revenue-charts';
import { dollars } from './revenue-labels';
import './revenue-tab.css';

/** MRR, ARR and the active subscriptions (by plan), as the Overview shows its counts. */
function RevenueKpis({ report }: { report: RevenueReply }) {
  const active = report.activeByPlan.reduce((sum, row) => sum + row.subscriptions, 0);
  return (
    <CardGrid columns={3} gap="md" className="admin-overview">
      <CountCard title={copy.kpis.mrr.title} count={dollars(report.mrrCents)} note={copy.kpis.mrr.note} />
      <CountCard title={copy.kpis.arr.title} count={dollars(report.arrCents)} note={copy.kpis.arr.note} />
      <CountCard
        title={copy.kpis.active.title}
        count={active}
        note={copy.kpis.active.note}
        facts={report.activeByPlan.map((row) => [getPlan(row.plan).name, row.subscriptions] as const)}
      />
    </CardGrid>
  );
}

/** The console's Revenue tab: the headline figures, then a chart per figure, each with its table. */
export function RevenueTab() {
  const { data, error, isLoading, mutate } = useRevenue();
  return (
    <section className="admin-section revenue-tab" aria-label={adminCopy.tabs.revenue}>
      <p className="revenue-tab__intro">{copy.intro}</p>
      {data ? (
        <>
          <RevenueKpis report={data} />
          <RevenueCharts report={data} />
        </>
      ) : (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      )}
    </section>
  );
}
