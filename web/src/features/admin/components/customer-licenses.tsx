import { LICENSE_ACTION_REASON_MAX_LENGTH, MAX_EXTENSION_DAYS } from '@pointforge/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { DataColumn } from '../../../components/ui/data-table';
import { TextField } from '../../../components/ui/form';
import type { ApiSuccess } from '../../../lib/api-client';
import { StatusPill } from '../../../components/ui/status-pill';
import { adminCopy as copy } from '../../../content/admin';
import { LICENSE_STATUS_LABELS, PLAN_LABELS } from '../../../content/status-labels';
import type { LicenseMemberRow } from '../../../lib/license-members';
import { useExtendLicense } from '../api/extend-license';
import type { CustomerDevice, CustomerLicenseRow } from '../api/get-customer';
import { useReleaseCustomerDevice } from '../api/release-customer-device';
import { useRemoveLicenseMember } from '../api/remove-license-member';
import { useRotateLicenseKey } from '../api/rotate-license-key';
import { useSetLicenseSuspension } from '../api/set-license-suspension';
import { extendLicenseSchema, licenseActionSchema } from '../schemas';
import { AdminActionDialog, ReasonField } from './admin-action-dialog';
import { formatInstant } from './format';
import { AdminTable } from './admin-table';
import { LicenseMembers } from './license-members';

type LicenseAction =
  | { kind: 'extend' | 'suspend' | 'reinstate' | 'rotate'; license: CustomerLicenseRow }
  | { kind: 'release'; license: CustomerLicenseRow; device: CustomerDevice }
  | { kind: 'remove-member'; license: CustomerLicenseRow; member: LicenseMemberRow };

/**
 * A customer's licences in the drawer: why each runs or not, its devices with Release, its
 * members (a licence for several people), and Extend, Suspend or Reinstate, Rotate Key.
 */
export function CustomerLicenses({ customerId, licenses }: { customerId: string; licenses: readonly CustomerLicenseRow[] }) {
  const [action, setAction] = useState<LicenseAction | null>(null);
  const extendLicense = useExtendLicense();
  const setSuspension = useSetLicenseSuspension();
  const releaseDevice = useReleaseCustomerDevice();
  const removeMember = useRemoveLicenseMember();
  const rotateKey = useRotateLicenseKey();
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
      {action?.kind === 'remove-member' && (
        <ReasonedAction
          words={actions.removeMember}
          title={actions.removeMember.title(action.member.name || action.member.email || text.deletedAccount)}
          run={({ reason }) => removeMember({ licenseId: action.license.id, memberId: action.member.id, reason })}
          onClose={close}
        />
      )}
      {action?.kind === 'rotate' && (
        <ReasonedAction
          words={actions.rotateKey}
          title={actions.rotateKey.title(action.license.licenseKey)}
          run={({ reason }) => rotateKey({ licenseId: action.license.id, reason })}
          onClose={close}
        />
      )}
      {(action?.kind === 'suspend' || action?.kind === 'reinstate') && (
        <ReasonedAction
          words={actions[action.kind]}
          title={actions[action.kind].title(action.license.licenseKey)}
          run={({ reason }) => setSuspension({ licenseId: action.license.id, suspend: action.kind === 'suspend', reason })}
          onClose={close}
        />
      )}
    </>
  );
}

/** A console action that asks only for a reason, kept in the audit log. */
function ReasonedAction({
  words,
  title,
  run,
  onClose,
}: {
  words: { description: string; confirm: string };
  title: string;
  run: (values: { reason: string }) => Promise<ApiSuccess>;
  onClose: () => void;
}) {
  return (
    <AdminActionDialog
      open
      title={title}
      description={words.description}
      confirmLabel={words.confirm}
      initialValues={{ reason: '' }}
      validationSchema={licenseActionSchema}
      requirement={copy.actions.reasonRequirement(words.confirm.toLowerCase(), LICENSE_ACTION_REASON_MAX_LENGTH)}
      run={run}
      onClose={onClose}
    >
      <ReasonField maxLength={LICENSE_ACTION_REASON_MAX_LENGTH} />
    </AdminActionDialog>
  );
}

/** One licence: its state, Extend and Suspend or Reinstate, Rotate Key, its devices with Release, and its members. */
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
        <Button variant="secondary" size="sm" onClick={() => onAction({ kind: 'rotate', license })}>
          {actions.rotateKey.button}
        </Button>
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
      {license.seats > 1 && (
        <LicenseMembers licenseId={license.id} licenseKey={license.licenseKey} onRemove={(member) => onAction({ kind: 'remove-member', license, member })} />
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
