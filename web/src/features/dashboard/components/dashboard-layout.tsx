import type { ReactNode } from 'react';
import { dashboardCopy as copy } from '../../../content/dashboard';
import './dashboard.css';

interface DashboardLayoutProps {
  /** Whom to greet: the first name, else the email. */
  name: string;
  children: ReactNode;
}

/** The dashboard's frame: the 'Welcome back, {name}' band, then the content on a quiet surface. */
export function DashboardLayout({ name, children }: DashboardLayoutProps) {
  return (
    <>
      <div className="dashboard-hero brand-surface">
        <div className="container dashboard-hero__inner">
          <h1 className="dashboard-hero__title">{copy.greeting(name)}</h1>
          <p className="dashboard-hero__intro">{copy.intro}</p>
        </div>
      </div>
      <div className="dashboard-body">
        <div className="container">{children}</div>
      </div>
    </>
  );
}
