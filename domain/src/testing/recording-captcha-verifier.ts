import { CaptchaVerifierPort } from '../ports/captcha.port';

/** The token the fake accepts unless told otherwise. */
export const FAKE_CAPTCHA_VALID_TOKEN = 'fake-captcha-pass';

/**
 * The captcha verifier for unit tests: it accepts the tokens it was given and refuses any
 * other, keeps every call, and can be made to fail like a provider that does not answer.
 */
export class RecordingCaptchaVerifier extends CaptchaVerifierPort {
  readonly calls: Array<{ responseToken: string; remoteIp: string | null }> = [];
  private readonly accepted: ReadonlySet<string>;
  private failure: Error | null = null;

  constructor(acceptedTokens: readonly string[] = [FAKE_CAPTCHA_VALID_TOKEN]) {
    super();
    this.accepted = new Set(acceptedTokens);
  }

  async verify(responseToken: string, remoteIp: string | null): Promise<boolean> {
    this.calls.push({ responseToken, remoteIp });
    if (this.failure) throw this.failure;
    return this.accepted.has(responseToken);
  }

  /** Every later call throws this error, as an unreachable provider would. */
  failWith(error: Error): void {
    this.failure = error;
  }
}
