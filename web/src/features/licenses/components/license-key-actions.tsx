import { UI_TIMINGS } from '@pointforge/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { licenseKeyCopy as copy } from '../../../content/licenses';
import { saveTextFile } from '../../../lib/save-text-file';

interface LicenseKeyActionsProps {
  licenseId: string;
  licenseKey: string;
}

/**
 * Copy the key to the clipboard (the button reads 'Copied!' for two seconds) or save it
 * as `<licence id>.key`. The key in each button's name tells the buttons of several
 * licences apart for assistive tech.
 */
export function LicenseKeyActions({ licenseId, licenseKey }: LicenseKeyActionsProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copyKey() {
    try {
      // Undefined outside a secure context: the failure toast then says to copy by hand.
      await navigator.clipboard.writeText(licenseKey);
    } catch (error) {
      console.error(copy.copyFailureLog, error);
      toast({ title: copy.copyFailure.title, description: copy.copyFailure.description, variant: 'destructive' });
      return;
    }
    setCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyConfirmationMs);
    toast({ title: copy.copySuccess.title, description: copy.copySuccess.description, variant: 'success' });
  }

  function downloadKey() {
    const fileName = `${licenseId}.key`;
    saveTextFile(fileName, licenseKey);
    toast({ title: copy.downloadSuccess.title, description: copy.downloadSuccess.description(fileName), variant: 'success' });
  }

  return (
    <div className="license-item__actions">
      <Button variant="secondary" size="sm" onClick={() => void copyKey()}>
        {copied ? copy.copied : copy.copy}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={downloadKey}>
        {copy.download}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
    </div>
  );
}
