import { Component, type ErrorInfo, type ReactNode } from 'react';
import { mutate } from 'swr';
import { Button } from '../../../components/ui/button';
import { dashboardCopy as copy } from '../../../content/dashboard';
import { SESSION_KEY } from '../../../lib/session';
import './dashboard.css';

interface DashboardErrorBoundaryProps {
  children: ReactNode;
}

interface DashboardErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches an unexpected error in the dashboard's content and shows the 'Error Loading
 * Dashboard' panel (SITE-SPEC section 2) with a retry, keeping the header, footer and the
 * rest of the site usable. A failure to read the user is not such an error: it sends the
 * visitor to /login.
 */
export class DashboardErrorBoundary extends Component<DashboardErrorBoundaryProps, DashboardErrorBoundaryState> {
  override state: DashboardErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): DashboardErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The dashboard failed to render', error, info.componentStack);
  }

  /** Reads the user afresh and renders the content again. */
  private readonly retry = () => {
    void mutate(SESSION_KEY);
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container dashboard-error" role="alert" aria-labelledby="dashboard-error-title">
        <h1 id="dashboard-error-title" className="dashboard-error__title">
          {copy.error.title}
        </h1>
        <p className="dashboard-error__text">{copy.error.message}</p>
        <Button onClick={this.retry}>{copy.error.retry}</Button>
      </div>
    );
  }
}
