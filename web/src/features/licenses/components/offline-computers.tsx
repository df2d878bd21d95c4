import type { Ref } from 'react';
import { Disclosure } from '../../../components/ui/disclosure';
import { offlineActivationCopy, offlineDeactivationCopy } from '../../../content/offline-licensing';
import { OfflineActivationForm } from './offline-activation-form';
import { OfflineDeactivationForm } from './offline-deactivation-form';

/**
 * A licence's help for computers that never reach the internet, closed until wanted: activate
 * one with the request file its app wrote, and free one with the code its app showed when it
 * deactivated itself. The owner's and a member's alike (each for their own devices).
 * `releasePanelRef` is the second panel, which Release opens for a computer only its code frees.
 */
export function OfflineComputers({ licenseId, releasePanelRef }: { licenseId: string; releasePanelRef?: Ref<HTMLDetailsElement> }) {
  return (
    <div className="offline-computers">
      <Disclosure summary={offlineActivationCopy.summary}>
        <p className="muted-text">{offlineActivationCopy.intro}</p>
        <OfflineActivationForm licenseId={licenseId} />
      </Disclosure>
      <Disclosure summary={offlineDeactivationCopy.summary} detailsRef={releasePanelRef}>
        <p className="muted-text">{offlineDeactivationCopy.intro}</p>
        <OfflineDeactivationForm licenseId={licenseId} />
      </Disclosure>
    </div>
  );
}
