import type { LicenseDisplayStatus } from '@pointforge/domain';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill';
import { licenseStatusCopy } from '../../../content/licenses';
import './licenses.css';

const TONE: Record<LicenseDisplayStatus, StatusTone> = {
  Active: 'success',
  Expired: 'danger',
  Inactive: 'neutral',
};

/** Expired, Active or Inactive, in words and colour (the words carry the meaning). */
export function LicenseStatusBadge({ status }: { status: LicenseDisplayStatus }) {
  return <StatusPill tone={TONE[status]}>{licenseStatusCopy[status]}</StatusPill>;
}
