import { formatLongUsDate, machinePlatformName, UNNAMED_MACHINE } from '@pointforge/domain';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { StatusPill } from '../../../components/ui/status-pill';
import { deviceCopy as copy } from '../../../content/licenses';
import type { LicenseDeviceRow } from '../api/get-my-licenses';

export function deviceName(device: Pick<LicenseDeviceRow, 'name'>): string {
  return device.name ?? UNNAMED_MACHINE;
}

function DeviceDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongUsDate(value)}</time>;
}

interface LicenseDeviceEntryProps {
  device: LicenseDeviceRow;
  /** The version to update to, when the app on it is behind its platform's latest stable release. */
  update: string | null;
  onRelease: () => void;
}

/**
 * One computer on a licence: its name (and the update it is due), platform, app version,
 * dates, how long it works without internet, and Release, named with the device
 * ("Release LAPTOP-7") for assistive tech.
 */
export function LicenseDeviceEntry({ device, update, onRelease }: LicenseDeviceEntryProps) {
  return (
    <li className="license-entry">
      <div className="license-entry__main">
        <span className="license-entry__title">
          <span className="license-entry__name">{deviceName(device)}</span>
          {update !== null && <StatusPill tone="warning">{copy.updateAvailable(update)}</StatusPill>}
        </span>
        <dl className="license-entry__facts">
          <Fact term={copy.platformLabel}>{machinePlatformName(device.platform)}</Fact>
          <Fact term={copy.appVersionLabel}>{device.appVersion ?? copy.unknown}</Fact>
          <Fact term={copy.activatedLabel}>
            <DeviceDate value={device.activatedAt} />
          </Fact>
          <Fact term={copy.lastSeenLabel}>
            <DeviceDate value={device.lastSeenAt} />
          </Fact>
          {device.offlineUntil !== null && (
            <Fact term={copy.offlineUntilLabel}>
              <DeviceDate value={device.offlineUntil} />
            </Fact>
          )}
        </dl>
      </div>
      <Button variant="secondary" size="sm" onClick={onRelease}>
        {copy.release}
        <span className="visually-hidden"> {deviceName(device)}</span>
      </Button>
    </li>
  );
}
