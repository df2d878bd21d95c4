import { Spinner } from '../../components/ui/spinner';
import { adminCopy, adminMeta } from '../../content/admin';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { PageMeta } from '../../lib/seo';
import { useSession } from '../../lib/session';
import { NotFoundRoute } from './not-found.route';

/**
 * /admin: the operator console, for admins only. Anyone else sees the site's 404 page, as the
 * API answers them 404, so the console is not revealed. An admin without two-factor
 * sign-in is told by the console (from the API's 403) to turn it on.
 */
export function AdminRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <div className="container admin-console">
        <Spinner label={adminCopy.loading} />
      </div>
    );
  }
  if (user?.role !== 'admin') return <NotFoundRoute />;
  return (
    <>
      <PageMeta {...adminMeta} path="/admin" noindex canonical={false} jsonLd={null} />
      <AdminConsole />
    </>
  );
}
