/** What an authenticator app needs to add the account: the otpauth:// URI its QR code carries. */
export interface TotpKeyUriInput {
  secret: string;
  /** Shown in the app under the issuer: the account's email. */
  accountName: string;
  issuer: string;
}

/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps), from a
 * well-kept library in production. The port never hands out codes: the server only checks
 * them.
 */
export abstract class TotpPort {
  /** A new random shared secret (160 bits), base32. */
  abstract newSecret(): string;
  abstract keyUri(input: TotpKeyUriInput): string;
  /**
   * The time step of `code` if it is the secret's code for the step of `now` or for one
   * step either side (clock drift), else null. `code` is six digits; anything else is null.
   */
  abstract matchStep(secret: string, code: string, now: Date): number | null;
}
