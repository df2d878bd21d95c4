import { Button } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { useToast } from '../../../components/ui/toast';
import { licenseKeyCopy as copy } from '../../../content/licenses';
import { saveTextFile } from '../../../lib/save-text-file';
import { useClipboardCopy } from '../../../lib/use-clipboard-copy';

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
  const clipboard = useClipboardCopy();

  async function copyKey() {
    if (!(await clipboard.copy(licenseKey))) {
      console.error(copy.copyFailureLog);
      toast({ title: copy.copyFailure.title, description: copy.copyFailure.description, variant: 'destructive' });
      return;
    }
    toast({ title: copy.copySuccess.title, description: copy.copySuccess.description, variant: 'success' });
  }

  function downloadKey() {
    const fileName = `${licenseId}.key`;
    saveTextFile(fileName, licenseKey);
    toast({ title: copy.downloadSuccess.title, description: copy.downloadSuccess.description(fileName), variant: 'success' });
  }

  return (
    <ButtonRow>
      <Button variant="secondary" size="sm" onClick={() => void copyKey()}>
        {clipboard.copied ? copy.copied : copy.copy}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={downloadKey}>
        {copy.download}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
    </ButtonRow>
  );
}
