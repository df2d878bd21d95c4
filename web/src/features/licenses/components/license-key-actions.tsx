import { Button } from '../../../components/ui/button';
import { ButtonRow } from '../../../components/ui/button-row';
import { licenseKeyCopy as copy } from '../../../content/licenses';
import { useCopyAndSave } from '../../../lib/use-copy-and-save';
import { RotateKeyButton } from './rotate-key-button';

interface LicenseKeyActionsProps {
  licenseId: string;
  licenseKey: string;
}

/**
 * Copy the key to the clipboard (the button reads 'Copied!' for two seconds) or save it
 * as `<licence id>.key`, or replace it with a new one (Rotate Key). The key in each button's name tells the buttons of several
 * licences apart for assistive tech.
 */
export function LicenseKeyActions({ licenseId, licenseKey }: LicenseKeyActionsProps) {
  const actions = useCopyAndSave(copy);

  return (
    <ButtonRow>
      <Button variant="secondary" size="sm" onClick={() => void actions.copyText(licenseKey)}>
        {actions.copied ? copy.copied : copy.copy}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => actions.saveText(`${licenseId}.key`, licenseKey)}>
        {copy.download}
        <span className="visually-hidden"> {licenseKey}</span>
      </Button>
      <RotateKeyButton licenseId={licenseId} />
    </ButtonRow>
  );
}
