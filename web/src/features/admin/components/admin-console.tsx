import { useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { adminCopy as copy, type AdminTabId } from '../../../content/admin';
import { AuditTab } from './audit-tab';
import { LeadsTab } from './leads-tab';
import './admin.css';

const TABS = (['leads', 'audit'] as const).map((id) => ({ id, label: copy.tabs[id] }));

/** The console's frame: a heading, then the Leads and Audit Log tabs. */
export function AdminConsole() {
  const [tab, setTab] = useState<AdminTabId>('leads');
  return (
    <div className="container admin-console">
      <h1 className="admin-console__title">{copy.heading}</h1>
      <p className="admin-console__intro">{copy.intro}</p>
      <Tabs label={copy.tabsLabel} tabs={TABS} selected={tab} onSelect={setTab} renderPanel={(id) => (id === 'audit' ? <AuditTab /> : <LeadsTab />)} />
    </div>
  );
}
