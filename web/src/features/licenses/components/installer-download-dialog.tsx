import type { MachinePlatform } from '@pointforge/domain';
import { useCallback, useState } from 'react';
import { DialogActions } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { installerCopy as copy } from '../../../content/licenses';
import { useRequestInstallerDownload } from '../api/request-installer-download';
import { checkDownloadUrl } from '../download-url';
import { CaptchaChallenge } from './captcha-challenge';

interface InstallerDownloadDialogProps {
  /** The platform whose installer is asked for; null while the dialog is closed. */
  platform: MachinePlatform | null;
  onClose: () => void;
}

/**
 * The captcha dialog of the installer download (SITE-SPEC section 4, Download): Download is
 * enabled only while a solved challenge's token is held; the server trades the token for a
 * short-lived link, which is checked before the browser goes there. Every failure closes
 * the dialog (notifications sit under a modal dialog's backdrop, where they would go unseen)
 * and so drops the token, which is single use: the next attempt solves a fresh challenge.
 */
export function InstallerDownloadDialog({ platform, onClose }: InstallerDownloadDialogProps) {
  const { toast } = useToast();
  const [token, setToken] = useState<string | null>(null);
  const { trigger, isMutating } = useRequestInstallerDownload();

  const close = useCallback(() => {
    setToken(null);
    onClose();
  }, [onClose]);

  const fail = useCallback(
    (title: string, description?: string) => {
      close();
      toast({ title, description, variant: 'destructive' });
    },
    [close, toast],
  );

  const clearToken = useCallback(() => setToken(null), []);
  const captchaFailed = useCallback(
    (error: unknown) => {
      console.error(copy.captchaErrorLog, error);
      fail(copy.captchaError.title, copy.captchaError.description);
    },
    [fail],
  );

  async function download() {
    if (!token || !platform) return;
    let downloadUrl: unknown;
    try {
      ({ downloadUrl } = await trigger({ captchaToken: token, platform }));
    } catch (error) {
      console.error(copy.failureLog, error);
      fail(copy.failure.title, copy.failure.description);
      return;
    }
    const checked = checkDownloadUrl(downloadUrl);
    if (!checked.ok) {
      const message = copy.urlProblems[checked.problem];
      console.error(copy.failureLog, message, downloadUrl);
      fail(message);
      return;
    }
    close();
    window.location.assign(checked.url);
  }

  return (
    <Dialog
      open={platform !== null}
      onClose={close}
      title={copy.dialog.title}
      description={copy.dialog.description}
      size="sm"
      footer={<DialogActions words={copy.dialog} busy={isMutating} ready={Boolean(token)} onCancel={close} onConfirm={() => void download()} />}
    >
      <CaptchaChallenge onToken={setToken} onExpire={clearToken} onError={captchaFailed} />
    </Dialog>
  );
}
