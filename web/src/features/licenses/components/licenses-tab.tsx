import { Columns } from '../../../components/ui/columns';
import { InstallerSection } from './installer-section';
import { LicensesSection } from './licenses-section';
import './licenses.css';

/** The dashboard's Licenses tab (SITE-SPEC section 2): the licences, the trial, the installer. */
export function LicensesTab() {
  return (
    <Columns widths="2:1" from="64rem" gap="md">
      <LicensesSection />
      <InstallerSection />
    </Columns>
  );
}
