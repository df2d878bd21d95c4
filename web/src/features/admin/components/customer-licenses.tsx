import { LICENSE_ACTION_REASON_MAX_LENGTH, MAX_EXTENSION_DAYS } from '@pointforge/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/form';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { LICENSE_STATUS_LABELS, PLAN_LABELS } from '../../../content/status-labels';
import { useExtendLicense } from '../api/extend-license';
import type { CustomerDevice, CustomerLicenseRow } from '../api/get-customer';
import { useReleaseCustomerDevice } from '../api/release-customer-device';
import { useSetLicenseSuspension } from '../api/set-license-suspension';
import { extendLicenseSchema, licenseActionSchema } from '../schemas';
import { AdminActionDialog, ReasonField } from './admin-action-dialog';
import { formatInstant } from './format';
import { AdminTable } from './admin-table';

type LicenseAction =
  { kind: 'extend' | 'suspend' | 'reinstate'; license: CustomerLicenseRow } | { kind: 'release'; license: CustomerLicenseRow; device: CustomerDevice };

/** A customer's licences in the drawer: why each runs or not, its devices with Release, and Extend, Suspend or Reinstate. */
export function CustomerLicenses({ customerId, licenses }: { customerId: string; licenses: readonly CustomerLicenseRow[] }) {
  const [action, setAction] = useState<LicenseAction | null>(null);
  const extendLicense = useExtendLicense();
  const setSuspension = useSetLicenseSuspension();
  const releaseDevice = useReleaseCustomerDevice();
  const text = copy.customer;
  const actions = copy.actions;
  if (licenses.length === 0) return <p>{text.noLicenses}</p>;

  const close = () => setAction(null);
  return (
    <>
      {licenses.map((license) => (
        <LicenseCard key={license.id} license={license} onAction={setAction} />
      ))}

      {action?.kind === 'release' && (
        <AdminActionDialog
          open
          title={actions.releaseDevice.title(action.device.name ?? text.unnamedDevice)}
          description={actions.releaseDevice.description}
          confirmLabel={actions.releaseDevice.confirm}
          run={() => releaseDevice({ customerId, licenseId: action.license.id, deviceId: action.device.id })}
          onClose={close}
        />
      )}
      {action?.kind === 'extend' && (
        <AdminActionDialog
          open
          title={actions.extend.title(action.license.licenseKey)}
          description={actions.extend.description}
          confirmLabel={actions.extend.confirm}
          initialValues={{ days: '30', reason: '' }}
          validationSchema={extendLicenseSchema}
          requirement={actions.extend.requirement(MAX_EXTENSION_DAYS)}
          run={({ days, reason }) => extendLicense({ licenseId: action.license.id, days: Number(days), reason })}
          onClose={close}
        >
          <TextField name="days" type="number" inputMode="numeric" min={1} max={MAX_EXTENSION_DAYS} label={actions.extend.daysLabel} />
          <ReasonField maxLength={LICENSE_ACTION_REASON_MAX_LENGTH} />
        </AdminActionDialog>
      )}
      {(action?.kind === 'suspend' || action?.kind === 'reinstate') && (
        <AdminActionDialog
          open
          title={actions[action.kind].title(action.license.licenseKey)}
          description={actions[action.kind].description}
          confirmLabel={actions[action.kind].confirm}
          initialValues={{ reason: '' }}
          validationSchema={licenseActionSchema}
          requirement={actions.reasonRequirement(actions[action.kind].confirm.toLowerCase(), LICENSE_ACTION_REASON_MAX_LENGTH)}
          run={({ reason }) => setSuspension({ licenseId: action.license.id, suspend: action.kind === 'suspend', reason })}
          onClose={close}
        >
          <ReasonField maxLength={LICENSE_ACTION_REASON_MAX_LENGTH} />
        </AdminActionDialog>
      )}
    </>
  );
}

/** One licence: its state, Extend and Suspend or Reinstate, and its devices with Release. */
function LicenseCard({ license, onAction }: { license: CustomerLicenseRow; onAction: (action: LicenseAction) => void }) {
  const text = copy.customer;
  const actions = copy.actions;
  return (
    <section className="admin-license" aria-label={text.licenseLabel(license.licenseKey)}>
      <p className="admin-license__key">
        <code>{license.licenseKey}</code>{' '}
        <StatusPill tone={LICENSE_STATUS_LABELS[license.status].tone}>{LICENSE_STATUS_LABELS[license.status].label}</StatusPill>
      </p>
      <dl className="admin-drawer__fields">
        <dt>{text.licenseFields.plan}</dt>
        <dd>{PLAN_LABELS[license.plan]}</dd>
        <dt>{text.licenseFields.expires}</dt>
        <dd>{formatInstant(license.expiryDate)}</dd>
        <dt>{text.licenseFields.seats}</dt>
        <dd>{text.seats(license.seatsUsed, license.seats)}</dd>
      </dl>
      {license.switchedOffByBilling && <p>{text.billingOff}</p>}
      {license.suspendedAt && <p>{text.suspendedSince(formatInstant(license.suspendedAt))}</p>}
      <div className="admin-drawer__moves">
        <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'extend', license })}>
          {actions.extend.button}
        </Button>
        {license.suspendedAt ? (
          <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'reinstate', license })}>
            {actions.reinstate.button}
          </Button>
        ) : (
          <Button variant="danger" size="sm" onClick={() => onAction({ kind: 'suspend', license })}>
            {actions.suspend.button}
          </Button>
        )}
      </div>
      {license.devices.length === 0 ? (
        <p>{text.noDevices}</p>
      ) : (
        <AdminTable
          caption={`${text.devices}: ${license.licenseKey}`}
          columns={deviceColumns((device) => onAction({ kind: 'release', license, device }))}
          rows={license.devices}
          rowKey={(device) => device.id}
        />
      )}
    </section>
  );
}

/** A device: its name (which names the row), platform, app, dates, and Release. */
function deviceColumns(onRelease: (device: CustomerDevice) => void): DataColumn<CustomerDevice>[] {
  const text = copy.customer;
  const columns = text.deviceColumns;
  const nameOf = (device: CustomerDevice) => device.name ?? text.unnamedDevice;
  return [
    { header: columns.name, rowHeader: true, cell: nameOf },
    { header: columns.platform, cell: (device) => device.platform ?? '' },
    { header: columns.version, cell: (device) => device.appVersion ?? '' },
    { header: columns.activated, cell: (device) => formatInstant(device.activatedAt) },
    { header: columns.lastSeen, cell: (device) => formatInstant(device.lastSeenAt) },
    {
      header: columns.release,
      cell: (device) => (
        <Button variant="ghost" size="sm" aria-label={copy.actions.releaseDevice.button(nameOf(device))} onClick={() => onRelease(device)}>
          {copy.actions.releaseDevice.buttonShort}
        </Button>
      ),
    },
  ];
}
