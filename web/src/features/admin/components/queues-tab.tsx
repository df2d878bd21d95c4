import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import type { DataColumn } from '../../../components/ui/data-table';
import { compareText } from '../../../components/ui/table-sort';
import { useQueue, type QueueJobRow } from '../api/get-queue';
import { AdminQueryState } from './admin-query-state';
import { formatInstant } from './format';
import { AdminTable } from './admin-table';

const JOB_TONE = { failed: 'danger', completed: 'success', waiting: 'neutral', active: 'info', delayed: 'warning' } as const;

const JOB_COLUMNS: readonly DataColumn<QueueJobRow>[] = [
  { header: copy.queues.columns.name, cell: (job) => <code>{job.name}</code>, sort: { key: 'name', compare: (a, b) => compareText(a.name, b.name) } },
  { header: copy.queues.columns.id, cell: (job) => <code>{job.id}</code> },
  {
    header: copy.queues.columns.state,
    cell: (job) => <StatusPill tone={JOB_TONE[job.state]}>{copy.queues.states[job.state]}</StatusPill>,
    sort: { key: 'state', compare: (a, b) => compareText(copy.queues.states[a.state], copy.queues.states[b.state]) },
  },
  { header: copy.queues.columns.attempts, cell: (job) => job.attemptsMade, sort: { key: 'attempts', compare: (a, b) => a.attemptsMade - b.attemptsMade } },
  {
    header: copy.queues.columns.finished,
    cell: (job) => (job.finishedAt ? formatInstant(job.finishedAt) : ''),
    // ISO instants sort as text; a job not finished yet sorts first.
    sort: { key: 'finished', compare: (a, b) => compareText(a.finishedAt ?? '', b.finishedAt ?? '') },
  },
  { header: copy.queues.columns.error, cell: (job) => job.error },
];

/** The job queue: a link to the dashboard with Redis; the in-process queue's jobs in the embedded default (all of them, so sortable here). */
export function QueuesTab() {
  const { data, error, isLoading, mutate } = useQueue();
  const text = copy.queues;
  return (
    <section className="admin-section" aria-label={copy.tabs.queues}>
      {!data ? (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      ) : data.mode === 'redis' ? (
        <div className="admin-notice">
          <p>{text.redis}</p>
          {/* A server page, not a route of this app: a full navigation. */}
          <a className="button button--primary" href={data.dashboardPath}>
            {text.openDashboard}
          </a>
        </div>
      ) : (
        <>
          <p className="admin-empty">{text.counts(data.counts)}</p>
          {data.jobs.length === 0 ? (
            <p className="admin-empty">{text.empty}</p>
          ) : (
            <AdminTable caption={text.caption} columns={JOB_COLUMNS} rows={data.jobs} rowKey={(job) => `${job.id}-${job.state}`} />
          )}
        </>
      )}
    </section>
  );
}
