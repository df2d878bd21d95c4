import { CaptchaVerifierPort } from '@pointforge/domain';

/** hCaptcha's server-side check. */
export const HCAPTCHA_SITEVERIFY_URL = 'https://api.hcaptcha.com/siteverify';

/** A visitor waits on this call; past it the download answers 502 rather than hang. */
export const HCAPTCHA_TIMEOUT_MS = 5_000;

export interface HcaptchaSettings {
  /** The account secret (HCAPTCHA_SECRET). */
  secret: string;
  /** The site key the widget used (HCAPTCHA_SITEKEY); hCaptcha then refuses tokens from another site. */
  siteKey?: string;
  /** HCAPTCHA_VERIFY_URL; the tests point it at a local server. */
  verifyUrl?: string;
  timeoutMs?: number;
  /** Receives one line each time the provider could not give an answer. */
  log?: (line: string) => void;
}

/** The provider gave no usable answer: unreachable, slow, 5xx, garbled, or it refused our own keys. */
export class CaptchaProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaProviderError';
  }
}

/**
 * `error-codes` that blame our configuration, not the visitor's token. Answering them with
 * "captcha failed, try again" would have every visitor retry in vain, so they count as a
 * provider failure (502, logged) instead.
 */
const CONFIGURATION_ERROR_CODES: ReadonlySet<string> = new Set(['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch']);

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/**
 * Checks a widget's response token with hCaptcha's siteverify endpoint: a form POST of
 * `secret`, `response`, and `remoteip` and `sitekey` when known. `success: true` accepts,
 * `success: false` refuses; anything else throws a CaptchaProviderError.
 */
export class HcaptchaVerifier extends CaptchaVerifierPort {
  private readonly verifyUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: HcaptchaSettings) {
    super();
    this.verifyUrl = settings.verifyUrl ?? HCAPTCHA_SITEVERIFY_URL;
    this.timeoutMs = settings.timeoutMs ?? HCAPTCHA_TIMEOUT_MS;
  }

  async verify(responseToken: string, remoteIp: string | null): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.settings.secret, response: responseToken });
    if (remoteIp) form.set('remoteip', remoteIp);
    if (this.settings.siteKey) form.set('sitekey', this.settings.siteKey);

    const answer = await this.post(form);
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    if (typeof answer.success !== 'boolean') throw this.failure('hCaptcha siteverify answered without a success flag');
    if (!answer.success && codes.some((code) => CONFIGURATION_ERROR_CODES.has(code))) {
      throw this.failure(`hCaptcha refused our configuration (${codes.join(', ')}); check HCAPTCHA_SECRET and HCAPTCHA_SITEKEY`);
    }
    return answer.success;
  }

  private async post(form: URLSearchParams): Promise<SiteverifyAnswer> {
    let response: Response;
    try {
      response = await fetch(this.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.failure(`hCaptcha siteverify could not be reached: ${describe(error)}`, error);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw this.failure(`hCaptcha siteverify answered HTTP ${response.status}`);
    }
    try {
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null ? (body as SiteverifyAnswer) : {};
    } catch (error) {
      throw this.failure(`hCaptcha siteverify answered something other than JSON: ${describe(error)}`, error);
    }
  }

  private failure(message: string, cause?: unknown): CaptchaProviderError {
    this.settings.log?.(message);
    return new CaptchaProviderError(message, { cause });
  }
}

function describe(error: unknown): string {
  // AbortSignal.timeout rejects with a DOMException, which is not always an Error instance.
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return 'no answer within the timeout';
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
  }
  return String(error);
}
