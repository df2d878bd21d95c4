import { Disclosure } from '../../../components/ui/disclosure';
import { adminCopy as copy } from '../../../content/admin';
import { adminReleasesCopy as text } from '../../../content/admin-releases';
import { useReleases } from '../api/list-releases';
import { AdminQueryState } from './admin-query-state';
import { AdminTable } from './admin-table';
import { PublishReleaseForm } from './publish-release-form';
import { RELEASE_COLUMNS } from './release-columns';
import './releases-tab.css';

/** The desktop app's releases, newest first, and (closed until wanted) the form that publishes one. */
export function ReleasesTab() {
  const { data, error, isLoading, mutate } = useReleases();
  return (
    <section className="admin-section" aria-label={copy.tabs.releases}>
      <Disclosure summary={text.publish.summary}>
        <p className="muted-text">{text.publish.intro}</p>
        <PublishReleaseForm />
      </Disclosure>
      {!data ? (
        <AdminQueryState error={error} isLoading={isLoading} loadingLabel={copy.loading} onRetry={() => void mutate()} />
      ) : (
        <AdminTable caption={text.caption} columns={RELEASE_COLUMNS} rows={data.releases} rowKey={(release) => release.id} empty={text.empty} />
      )}
    </section>
  );
}
