import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { deviceCopy as copy } from '../../../content/licenses';
import { useLatestReleases } from '../api/get-latest-releases';
import type { LicenseDeviceRow, LicenseRow } from '../api/get-my-licenses';
import { useReleaseDevice } from '../api/release-device';
import { updateAvailable } from '../update-available';
import { deviceName, LicenseDeviceEntry } from './license-device-entry';
import { OfflineComputers } from './offline-computers';

/**
 * The signed-in person's computers on a licence ("Your devices 1 of 2": each person may use
 * `devicesPerSeat`), each marked when its app is behind the latest release, with Release, which
 * asks first, frees the place and updates the count from the server's answer; once its device
 * is gone, focus goes to the heading with the new count rather than falling back to the page's
 * start. Under them, the help for computers without internet.
 */
export function LicenseDevices({ license, devices }: { license: LicenseRow; devices: readonly LicenseDeviceRow[] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { toast, toastFailure } = useToast();
  const [asked, setAsked] = useState<LicenseDeviceRow | null>(null);
  const { trigger, isMutating } = useReleaseDevice();
  const { releases } = useLatestReleases();
  // Set by a release that succeeded; acted on once the dialog has closed, since an open modal keeps focus inside it.
  const focusHeadingNext = useRef(false);

  useEffect(() => {
    if (asked !== null || !focusHeadingNext.current) return;
    focusHeadingNext.current = false;
    headingRef.current?.focus();
  }, [asked]);

  async function release(device: LicenseDeviceRow) {
    try {
      await trigger({ licenseId: license.id, deviceId: device.id });
      focusHeadingNext.current = true;
      toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    } catch (error) {
      toastFailure(error, copy.releaseFailure.title, copy.releaseFailureLog);
    } finally {
      setAsked(null);
    }
  }

  return (
    <section className="license-part" aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="minor-heading">
        {copy.heading(devices.length, license.devicesPerSeat)}
      </h4>
      {devices.length === 0 ? (
        <p className="muted-text">{license.role === 'member' ? copy.memberEmpty : copy.empty}</p>
      ) : (
        <ul className="license-part__list">
          {devices.map((device) => (
            <LicenseDeviceEntry key={device.id} device={device} update={updateAvailable(device, releases ?? [])} onRelease={() => setAsked(device)} />
          ))}
        </ul>
      )}
      <OfflineComputers licenseId={license.id} />
      <ConfirmDialog
        open={asked !== null}
        words={copy.dialog}
        busy={isMutating}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) void release(asked);
        }}
      >
        {asked !== null && <p>{copy.dialogText(deviceName(asked))}</p>}
      </ConfirmDialog>
    </section>
  );
}
