import { UI_TIMINGS } from '@pointforge/domain';

/**
 * hCaptcha's JavaScript API, loaded on demand for the download dialog. Rendering is
 * explicit: the widget is drawn into the dialog once both the script and the dialog are
 * there, after the 300 ms render delay, checking every 200 ms (SITE-SPEC section 4).
 */

export const HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off';

/**
 * The response token hCaptcha's published test site key hands the page. A server in
 * captcha test mode accepts exactly this token, and the local test-mode challenge yields it.
 */
export const HCAPTCHA_TEST_RESPONSE_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';

/** How long to wait for the script before reporting the challenge as failed to load. */
const SCRIPT_TIMEOUT_MS = 15_000;

export interface HCaptchaRenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'chalexpired-callback': () => void;
  'error-callback': (error: unknown) => void;
}

/** The part of `window.hcaptcha` this feature calls. */
export interface HCaptchaApi {
  render(container: HTMLElement, params: HCaptchaRenderParams): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    hcaptcha?: HCaptchaApi;
  }
}

const FAILED_ATTRIBUTE = 'data-load-failed';

/** Adds the script tag once; one that failed to load is replaced, so a later attempt loads afresh. */
function ensureScript(): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${HCAPTCHA_SCRIPT_URL}"]`);
  if (existing && !existing.hasAttribute(FAILED_ATTRIBUTE)) return existing;
  existing?.remove();
  const script = document.createElement('script');
  script.src = HCAPTCHA_SCRIPT_URL;
  script.async = true;
  script.addEventListener('error', () => script.setAttribute(FAILED_ATTRIBUTE, ''));
  document.head.append(script);
  return script;
}

/**
 * Loads the script if needed and calls `onReady` with the API once it exists: first after
 * the render delay, then every retry interval. `onError` runs instead when the script
 * fails to load or does not arrive in time. Returns a function that stops waiting.
 */
export function whenHCaptchaReady(onReady: (api: HCaptchaApi) => void, onError: (reason: Error) => void): () => void {
  const script = window.hcaptcha ? null : ensureScript();
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout>;

  const attempt = () => {
    if (window.hcaptcha) {
      onReady(window.hcaptcha);
    } else if (script?.hasAttribute(FAILED_ATTRIBUTE)) {
      onError(new Error(`Could not load ${HCAPTCHA_SCRIPT_URL}`));
    } else if (Date.now() - startedAt > SCRIPT_TIMEOUT_MS) {
      onError(new Error(`${HCAPTCHA_SCRIPT_URL} did not load within ${SCRIPT_TIMEOUT_MS} ms`));
    } else {
      timer = setTimeout(attempt, UI_TIMINGS.captchaRetryIntervalMs);
    }
  };
  timer = setTimeout(attempt, UI_TIMINGS.captchaRenderDelayMs);
  return () => clearTimeout(timer);
}
