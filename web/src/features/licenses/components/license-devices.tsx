import { LICENSING_ERROR_CODES } from '@pointforge/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { deviceCopy as copy } from '../../../content/licenses';
import { ApiError } from '../../../lib/api-client';
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
/** An air-gapped computer's release: the toast says why, and the panel that takes its code opens, its summary focused. */
function openPanel(panel: HTMLDetailsElement | null) {
  if (!panel) return;
  panel.open = true;
  panel.querySelector('summary')?.focus();
}

export function LicenseDevices({ license, devices }: { license: LicenseRow; devices: readonly LicenseDeviceRow[] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { toast, toastFailure } = useToast();
  const [asked, setAsked] = useState<LicenseDeviceRow | null>(null);
  const { trigger, isMutating } = useReleaseDevice();
  const { releases } = useLatestReleases();
  const releasePanelRef = useRef<HTMLDetailsElement>(null);
  // Set by a release that succeeded (or that only a deactivation code can make); acted on once the dialog has closed, since an open modal keeps focus inside it.
  const focusNext = useRef<'heading' | 'offline-release' | null>(null);

  useEffect(() => {
    if (asked !== null || focusNext.current === null) return;
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else openPanel(releasePanelRef.current);
  }, [asked]);

  async function release(device: LicenseDeviceRow) {
    try {
      await trigger({ licenseId: license.id, deviceId: device.id });
      focusNext.current = 'heading';
      toast({ title: copy.success.title, description: copy.success.description, variant: 'success' });
    } catch (error) {
      const needsCode = error instanceof ApiError && error.code === LICENSING_ERROR_CODES.offlineDeviceNeedsCode;
      if (needsCode) focusNext.current = 'offline-release';
      toastFailure(error, copy.releaseFailure.title, needsCode ? undefined : copy.releaseFailureLog);
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
      <OfflineComputers licenseId={license.id} releasePanelRef={releasePanelRef} />
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
