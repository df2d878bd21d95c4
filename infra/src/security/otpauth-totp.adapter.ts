import { TotpPort, type TotpKeyUriInput } from '@pointforge/domain';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it by default. */
const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** 160 bits, the HMAC-SHA1 key size RFC 4226 recommends. */
const SECRET_BYTES = 20;
const CODE_PATTERN = /^\d{6}$/;

/** TotpPort over the otpauth library: HOTP/TOTP is not written by hand here. */
export class OtpauthTotpAdapter extends TotpPort {
  newSecret(): string {
    return new Secret({ size: SECRET_BYTES }).base32;
  }

  keyUri({ secret, accountName, issuer }: TotpKeyUriInput): string {
    return new TOTP({ ...TOTP_PARAMETERS, issuer, label: accountName, secret: Secret.fromBase32(secret) }).toString();
  }

  matchStep(secret: string, code: string, now: Date): number | null {
    if (!CODE_PATTERN.test(code)) return null;
    const timestamp = now.getTime();
    const totp = new TOTP({ ...TOTP_PARAMETERS, secret: Secret.fromBase32(secret) });
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }
}
