import { formatLongUsDate, machinePlatformName, UNNAMED_MACHINE, type LicenseDevice } from '@pointforge/domain';
import { Choice, ChoiceList } from '../../../components/ui/choice-list';
import { Spinner } from '../../../components/ui/spinner';
import { planChangeCopy as copy } from '../../../content/billing';

/** A computer holding a seat as the licence list gives it (dates as JSON strings): what the picker shows of it. */
export type KeepableDevice = Pick<LicenseDevice, 'id' | 'name' | 'platform'> & { lastSeenAt: string };

/** A licence of the customer's, as far as a downgrade needs it: its subscription and its computers. */
export interface SubscribedLicense {
  subscriptionId: string | null;
  devices: readonly KeepableDevice[];
}

interface KeepDevicesPickerProps {
  /** The computers of the subscription's licence; undefined while the licences load. */
  devices: readonly KeepableDevice[] | undefined;
  /** The computers the lower plan runs on (its seats times its devices per seat): at most this many are kept. */
  limit: number;
  /** When the others are released. */
  effectiveAt: string;
  keepDeviceIds: readonly string[];
  onChange: (keepDeviceIds: string[]) => void;
}

/**
 * A downgrade to a plan that runs on fewer computers than are in use: one checkbox a computer,
 * named as the Licenses tab names it; once `limit` are ticked the rest are disabled, so the choice can
 * only be a valid one or not yet made.
 */
export function KeepDevicesPicker({ devices, limit, effectiveAt, keepDeviceIds, onChange }: KeepDevicesPickerProps) {
  if (!devices) return <Spinner label={copy.loadingDevices} />;
  if (devices.length === 0) return <p role="alert">{copy.devicesUnavailable}</p>;
  const full = keepDeviceIds.length >= limit;
  return (
    <ChoiceList legend={copy.keepDevices(limit, formatLongUsDate(effectiveAt))}>
      {devices.map((device) => {
        const kept = keepDeviceIds.includes(device.id);
        return (
          <Choice key={device.id}>
            <input
              type="checkbox"
              checked={kept}
              disabled={!kept && full}
              onChange={() => onChange(kept ? keepDeviceIds.filter((id) => id !== device.id) : [...keepDeviceIds, device.id])}
            />
            <span>
              {device.name ?? UNNAMED_MACHINE}{' '}
              <span className="plan-change__note">{copy.deviceFacts(machinePlatformName(device.platform), formatLongUsDate(device.lastSeenAt))}</span>
            </span>
          </Choice>
        );
      })}
    </ChoiceList>
  );
}
