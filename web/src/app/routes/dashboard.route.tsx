import { displayName } from '@pointforge/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { dashboardCopy, dashboardMeta, type DashboardTabId } from '../../content/dashboard';
import { BillingDetailsEditor } from '../../features/billing-details/components/billing-details-editor';
import { DashboardErrorBoundary } from '../../features/dashboard/components/dashboard-error-boundary';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout';
import { DashboardLoading } from '../../features/dashboard/components/dashboard-loading';
import { DASHBOARD_TABS, useDashboardTab } from '../../features/dashboard/use-dashboard-tab';
import { isOwnedLicense, useMyLicenses } from '../../features/licenses/api/get-my-licenses';
import { LicensesTab } from '../../features/licenses/components/licenses-tab';
import { ProfileTab } from '../../features/profile/components/profile-tab';
import { PaymentOverdueBanner } from '../../features/subscription/components/payment-overdue-banner';
import { SubscriptionTab } from '../../features/subscription/components/subscription-tab';
import { PageMeta } from '../../lib/seo';
import { useSession, type SessionUser } from '../../lib/session';

const TABS = DASHBOARD_TABS.map((id) => ({ id, label: dashboardCopy.tabs[id] }));

/**
 * The Subscription tab, handed the licences the user owns with the user's own computers on
 * them, so that a downgrade can ask which of those stay (a licence shared with them is billed
 * to its owner; the members' computers are not the owner's to keep).
 */
function SubscriptionPanel({ userId }: { userId: string }) {
  const { licenses } = useMyLicenses();
  const owned = licenses?.filter(isOwnedLicense).map((license) => ({ ...license, devices: license.devices.filter((device) => device.userId === userId) }));
  return <SubscriptionTab licenses={owned} />;
}

/**
 * /dashboard (SITE-SPEC section 2): signed-in users only; anyone else, or a session that
 * cannot be read, goes to /login. Three tabs, the selected one kept in the query; above
 * them, while PayPal fails to collect a payment, the overdue banner with "Pay now".
 */
export function DashboardRoute() {
  const { user, isLoading } = useSession();
  const [tab, selectTab] = useDashboardTab();
  // After the account is deleted the session clears while the browser leaves for /; this
  // keeps the page from sending the visitor to /login in between.
  const [leaving, setLeaving] = useState(false);

  const meta = <PageMeta {...dashboardMeta} path="/dashboard" noindex jsonLd={null} />;
  if (isLoading || leaving) {
    return (
      <>
        {meta}
        <DashboardLoading />
      </>
    );
  }
  if (!user) return <Navigate to="/login" replace />;

  function renderPanel(id: DashboardTabId, signedIn: SessionUser) {
    if (id === 'subscription') return <SubscriptionPanel userId={signedIn.id} />;
    if (id === 'profile') {
      return (
        <ProfileTab
          user={signedIn}
          onAccountDeleted={() => setLeaving(true)}
          renderBillingDetails={(headingId) => <BillingDetailsEditor labelledBy={headingId} />}
        />
      );
    }
    return <LicensesTab />;
  }

  return (
    <>
      {meta}
      <DashboardErrorBoundary>
        <DashboardLayout name={displayName(user)}>
          <PaymentOverdueBanner />
          <Tabs label={dashboardCopy.tabsLabel} tabs={TABS} selected={tab} onSelect={selectTab} renderPanel={(id) => renderPanel(id, user)} />
        </DashboardLayout>
      </DashboardErrorBoundary>
    </>
  );
}
