import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { installerCopy as copy } from '../../../content/licenses';
import { usePublicConfig } from '../api/get-public-config';
import { HCAPTCHA_TEST_RESPONSE_TOKEN, whenHCaptchaReady } from '../hcaptcha';

export interface CaptchaCallbacks {
  /** The challenge was solved: its response token. */
  onToken: (token: string) => void;
  /** The token expired (or was withdrawn) and may no longer be sent. */
  onExpire: () => void;
  /** The challenge could not be shown or failed. */
  onError: (error: unknown) => void;
}

/**
 * hCaptcha's widget, drawn explicitly once the script has loaded. Callbacks are read from a
 * ref so a parent re-render never redraws the widget (which would discard a solved token).
 */
function HCaptchaWidget({ siteKey, ...callbacks }: CaptchaCallbacks & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    let api: Window['hcaptcha'];
    let widgetId: string | undefined;
    const stop = whenHCaptchaReady(
      (ready) => {
        if (!container.current) return;
        try {
          widgetId = ready.render(container.current, {
            sitekey: siteKey,
            callback: (token) => latest.current.onToken(token),
            'expired-callback': () => latest.current.onExpire(),
            'chalexpired-callback': () => latest.current.onExpire(),
            'error-callback': (error) => latest.current.onError(error),
          });
          api = ready;
        } catch (error) {
          latest.current.onError(error);
        }
      },
      (error) => latest.current.onError(error),
    );
    return () => {
      stop();
      if (api && widgetId !== undefined) api.remove(widgetId);
    };
  }, [siteKey]);

  return <div ref={container} className="captcha-widget" />;
}

/**
 * The server's captcha test mode (development and tests, never production): hCaptcha's
 * script cannot be relied on there (no network in tests), so a plainly labelled local
 * checkbox stands in and yields hCaptcha's published test response token, the only token
 * such a server accepts.
 */
function TestModeChallenge({ onToken, onExpire }: Pick<CaptchaCallbacks, 'onToken' | 'onExpire'>) {
  const id = useId();
  const noteId = useId();
  const [checked, setChecked] = useState(false);
  return (
    <div className="captcha-test-mode">
      <div className="captcha-test-mode__box">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={noteId}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) onToken(HCAPTCHA_TEST_RESPONSE_TOKEN);
            else onExpire();
          }}
        />
        <label htmlFor={id}>{copy.testMode.label}</label>
      </div>
      <p id={noteId} className="captcha-test-mode__note">
        {copy.testMode.note}
      </p>
    </div>
  );
}

/**
 * The verification step of the download dialog: reads the server's public settings, then
 * shows hCaptcha's widget, or the local stand-in when the server runs in captcha test mode.
 */
export function CaptchaChallenge({ onToken, onExpire, onError }: CaptchaCallbacks) {
  const { config, error } = usePublicConfig();
  // A failure cached from an earlier opening is stale: the hook is loading afresh. A failed
  // refresh of settings already at hand changes nothing.
  const [staleError] = useState(error);
  const failed = !config && error !== undefined && error !== staleError;

  useEffect(() => {
    if (failed) onError(error);
  }, [failed, error, onError]);

  if (!config || failed) {
    return (
      <div className="captcha-loading">
        <Spinner label={copy.loadingChallenge} />
      </div>
    );
  }
  if (config.captchaTestMode) return <TestModeChallenge onToken={onToken} onExpire={onExpire} />;
  return <HCaptchaWidget siteKey={config.hcaptchaSiteKey} onToken={onToken} onExpire={onExpire} onError={onError} />;
}
