import type { LicenseDisplayStatus } from '@pointforge/domain';
import { licenseStatusCopy } from '../../../content/licenses';
import './licenses.css';

const TONE: Record<LicenseDisplayStatus, 'positive' | 'negative' | 'neutral'> = {
  Active: 'positive',
  Expired: 'negative',
  Inactive: 'neutral',
};

/** Expired, Active or Inactive, in words and colour (the words carry the meaning). */
export function LicenseStatusBadge({ status }: { status: LicenseDisplayStatus }) {
  return <span className={`status-pill status-pill--${TONE[status]}`}>{licenseStatusCopy[status]}</span>;
}
