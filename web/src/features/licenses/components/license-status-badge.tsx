import type { LicenseDisplayStatus } from '@pointforge/domain';
import { licenseStatusCopy } from '../../../content/licenses';
import './licenses.css';

/** Expired, Active or Inactive, in words and colour (the words carry the meaning). */
export function LicenseStatusBadge({ status }: { status: LicenseDisplayStatus }) {
  return <span className={`license-status license-status--${status.toLowerCase()}`}>{licenseStatusCopy[status]}</span>;
}
