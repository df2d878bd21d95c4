import { useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { adminCopy as copy, type AdminTabId } from '../../../content/admin';
import { AuditTab } from './audit-tab';
import { CustomersTab } from './customers-tab';
import { DisputesTab } from './disputes-tab';
import { DocumentsTab } from './documents-tab';
import { LeadsTab } from './leads-tab';
import { OverviewTab } from './overview-tab';
import { QueuesTab } from './queues-tab';
import { ReleasesTab } from './releases-tab';
import { RevenueTab } from './revenue-tab';
import './admin.css';

const TABS = (['overview', 'revenue', 'leads', 'customers', 'disputes', 'documents', 'releases', 'queues', 'audit'] as const).map((id) => ({
  id,
  label: copy.tabs[id],
}));

const PANELS: Record<AdminTabId, () => React.JSX.Element> = {
  overview: OverviewTab,
  revenue: RevenueTab,
  leads: LeadsTab,
  customers: CustomersTab,
  disputes: DisputesTab,
  documents: DocumentsTab,
  releases: ReleasesTab,
  queues: QueuesTab,
  audit: AuditTab,
};

/** The console's frame: a heading, then the Overview (first, and shown on arrival), Revenue, Leads, Customers, Disputes, Documents, Releases, Queues and Audit Log tabs. */
export function AdminConsole() {
  const [tab, setTab] = useState<AdminTabId>('overview');
  return (
    <div className="container admin-console">
      <h1 className="admin-console__title">{copy.heading}</h1>
      <p className="admin-console__intro">{copy.intro}</p>
      <Tabs
        label={copy.tabsLabel}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        renderPanel={(id) => {
          const Panel = PANELS[id];
          return <Panel />;
        }}
      />
    </div>
  );
}
