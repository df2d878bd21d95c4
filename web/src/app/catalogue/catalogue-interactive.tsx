import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ButtonRow } from '../../components/ui/button-row';
import { CopyableValue } from '../../components/ui/copyable-value';
import { Dialog } from '../../components/ui/dialog';
import { Disclosure } from '../../components/ui/disclosure';
import { Drawer } from '../../components/ui/drawer';
import { Switch } from '../../components/ui/switch';
import { Tabs } from '../../components/ui/tabs';
import { ToggleGroup } from '../../components/ui/toggle-group';
import { releaseCopy } from '../../content/releases';
import { CatalogueSection } from './catalogue-section';

const TABS = [
  { id: 'leads', label: 'Leads' },
  { id: 'customers', label: 'Customers' },
  { id: 'disputes', label: 'Disputes' },
  { id: 'queues', label: 'Queues' },
  { id: 'audit', label: 'Audit Log' },
] as const;

type TabId = (typeof TABS)[number]['id'];

const CHECKSUM = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Tabs, the dialog and drawer behind their buttons, a switch and a toggle group, disclosures and a value to copy. */
export function CatalogueInteractive() {
  const [tab, setTab] = useState<TabId>('leads');
  const [open, setOpen] = useState<'dialog' | 'drawer' | null>(null);
  const [billing, setBilling] = useState<'monthly' | 'yearly'>('monthly');
  const [paying, setPaying] = useState(true);
  return (
    <>
      <CatalogueSection id="tabs" title="Tabs">
        <Tabs label="Console sections" tabs={TABS} selected={tab} onSelect={setTab} renderPanel={(id) => <p>The {id} panel.</p>} />
      </CatalogueSection>

      <CatalogueSection id="dialogs" title="Dialog, Drawer">
        <ButtonRow>
          <Button variant="secondary" onClick={() => setOpen('dialog')}>
            Open Dialog
          </Button>
          <Button variant="secondary" onClick={() => setOpen('drawer')}>
            Open Drawer
          </Button>
        </ButtonRow>
        <Dialog
          open={open === 'dialog'}
          onClose={() => setOpen(null)}
          title="Cancel the subscription?"
          description="The license stays active until the end of the period."
          footer={<Button onClick={() => setOpen(null)}>Close</Button>}
        />
        <Drawer open={open === 'drawer'} onClose={() => setOpen(null)} title="Grace Hopper">
          <p>A record's details, beside the list it came from.</p>
        </Drawer>
      </CatalogueSection>

      <CatalogueSection id="toggles" title="Switch, ToggleGroup">
        <Switch label="Paying customers only" checked={paying} onCheckedChange={setPaying} />
        <ToggleGroup
          label="Billing"
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly', badge: 'Save 20%' },
          ]}
          selected={billing}
          onSelect={setBilling}
        />
      </CatalogueSection>

      <CatalogueSection id="disclosures" title="Disclosure, CopyableValue">
        <Disclosure summary="Activate a computer without internet">
          <p>A form the reader opens when they need it.</p>
        </Disclosure>
        <CopyableValue value={CHECKSUM} label="SHA-256" words={releaseCopy.checksum} />
        <Disclosure variant="inline" summary="Show SHA-512">
          <p>A longer detail, out of the way until asked for.</p>
        </Disclosure>
      </CatalogueSection>
    </>
  );
}
