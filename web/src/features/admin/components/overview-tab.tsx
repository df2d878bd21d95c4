import type { ReactNode } from 'react';
import { CardGrid } from '../../../components/ui/card-grid';
import { adminCopy as copy } from '../../../content/admin';
import { LEAD_STATUS_LABELS, LICENSE_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS, type StatusLabel } from '../../../content/status-labels';
import { useOverview, type OverviewReply } from '../api/get-overview';
import { AdminQueryState } from './admin-query-state';
import { CountCard } from './count-card';
import { formatInstant } from './format';
import './overview-tab.css';

const text = copy.overview;

/** Each status of a breakdown with its label, in the order the record lists them. */
function byStatus<Status extends string>(counts: Record<Status, number>, labels: Readonly<Record<Status, StatusLabel>>): [string, number][] {
  return (Object.keys(counts) as Status[]).map((status) => [labels[status].label, counts[status]]);
}

function OverviewCards({ overview }: { overview: OverviewReply }): ReactNode {
  const { customers, subscriptions, licenses, leads } = overview;
  return (
    <>
      <p className="muted-text">
        {text.asOf.counted} <time dateTime={overview.asOf}>{formatInstant(overview.asOf)}</time>
        {text.asOf.again}
      </p>
      <CardGrid columns={4} gap="md" className="admin-overview">
        <CountCard
          title={text.customers.title}
          count={customers.total}
          note={text.customers.note}
          facts={[
            [text.customers.verified, customers.verified],
            [text.customers.twoFactor, customers.twoFactor],
          ]}
        />
        <CountCard title={text.trials.title} count={overview.trialsRunning} note={text.trials.note} />
        <CountCard
          title={text.subscriptions.title}
          count={subscriptions.active}
          note={text.subscriptions.note}
          facts={byStatus(subscriptions, SUBSCRIPTION_STATUS_LABELS)}
        />
        <CountCard
          title={text.licenses.title}
          count={licenses.active + licenses.expired + licenses.suspended}
          note={text.licenses.note}
          facts={byStatus(licenses, LICENSE_STATUS_LABELS)}
        />
        <CountCard title={text.demo.title} count={leads.demo.pending} note={text.demo.note} facts={byStatus(leads.demo, LEAD_STATUS_LABELS)} />
        <CountCard title={text.contact.title} count={leads.contact.unread} note={text.contact.note} facts={byStatus(leads.contact, LEAD_STATUS_LABELS)} />
        <CountCard title={text.disputes.title} count={overview.openDisputes} note={text.disputes.note} />
        <CountCard title={text.jobs.title} count={overview.failedJobs} note={overview.failedJobs === null ? text.jobs.unknown : text.jobs.note} />
      </CardGrid>
    </>
  );
}

/** The console's landing tab: how many customers, trials, subscriptions, licences, leads, disputes and failed jobs there are now. */
export function OverviewTab() {
  const { data, error, isLoading, mutate } = useOverview();
  return (
    <section className="admin-section" aria-label={copy.tabs.overview}>
      {data ? (
        <OverviewCards overview={data} />
      ) : (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      )}
    </section>
  );
}
