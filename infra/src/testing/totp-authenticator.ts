import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;
/** Codes are taken at least this far from a step boundary, so the server sees the same step. */
const BOUNDARY_MARGIN_MS = 2_000;

/**
 * The user's authenticator app in the API and browser tests: RFC 6238 codes for the secret
 * the enrolment showed, made by the otpauth library, independently of the adapter under test.
 */
export class Authenticator {
  private readonly totp: TOTP;

  constructor(secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  }

  /**
   * The code of the step `offset` steps from now: the server accepts -1, 0 and +1 once each,
   * so successive sign-ins within one step use -1, then 0, then +1.
   */
  async code(offset: -1 | 0 | 1 = 0): Promise<string> {
    const intoStep = Date.now() % STEP_MS;
    if (intoStep < BOUNDARY_MARGIN_MS || intoStep > STEP_MS - BOUNDARY_MARGIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 2 * BOUNDARY_MARGIN_MS));
    }
    return this.totp.generate({ timestamp: Date.now() + offset * STEP_MS });
  }

  /** Six digits that are none of the codes the server would accept now. */
  async wrongCode(): Promise<string> {
    const accepted = await Promise.all([this.code(-1), this.code(0), this.code(1)]);
    return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) as string;
  }
}
