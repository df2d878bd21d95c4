import { deviceApprovalCopy } from '../../content/device-approval';
import { DeviceApprovalPage } from '../../features/auth/components/device-approval-page';
import { PageMeta } from '../../lib/seo';

/** /activate and /activate?user_code=WDJB-MJHT: the desktop app's sign-in by code (RFC 8628). */
export function ActivateRoute() {
  return (
    <>
      <PageMeta {...deviceApprovalCopy.meta} path="/activate" noindex canonical={false} />
      <DeviceApprovalPage />
    </>
  );
}
