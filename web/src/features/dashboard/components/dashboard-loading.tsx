import { Spinner } from '../../../components/ui/spinner';
import { dashboardCopy as copy } from '../../../content/dashboard';
import './dashboard.css';

/** Shown while the session is read (and while the browser leaves after the account is deleted). */
export function DashboardLoading() {
  return (
    <div className="dashboard-loading">
      <Spinner size="lg" label={copy.loading} />
    </div>
  );
}
