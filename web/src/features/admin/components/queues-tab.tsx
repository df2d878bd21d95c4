import { adminCopy as copy } from '../../../content/admin';
import { useQueue } from '../api/get-queue';
import { AdminQueryState } from './admin-query-state';
import { formatInstant } from './format';
import { AdminTable } from './admin-table';

/** The job queue: a link to the dashboard with Redis; the in-process queue's jobs in the embedded default. */
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
            <AdminTable caption={text.caption} headers={Object.values(text.columns)}>
              {data.jobs.map((job) => (
                <tr key={`${job.id}-${job.state}`}>
                  <td>
                    <code>{job.name}</code>
                  </td>
                  <td>
                    <code>{job.id}</code>
                  </td>
                  <td>
                    <span className={`status-pill status-pill--${job.state === 'failed' ? 'negative' : job.state === 'completed' ? 'positive' : 'neutral'}`}>
                      {text.states[job.state]}
                    </span>
                  </td>
                  <td>{job.attemptsMade}</td>
                  <td>{job.finishedAt ? formatInstant(job.finishedAt) : ''}</td>
                  <td>{job.error}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}
