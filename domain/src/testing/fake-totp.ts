import { TotpPort, type TotpKeyUriInput } from '../accounts/totp.port';

const STEP_SECONDS = 30;
const CODE_PATTERN = /^\d{6}$/;

/**
 * TOTP for unit tests: the port's behaviour (30-second steps, one step of drift either
 * side, six digits) with a non-cryptographic code function, since the domain cannot use
 * node:crypto. `codeAt` plays the user's authenticator app.
 */
export class FakeTotp extends TotpPort {
  private sequence = 0;

  newSecret(): string {
    this.sequence += 1;
    // Base32 letters only, 32 symbols (160 bits), like a real secret.
    return `FAKESECRET${String.fromCharCode(65 + (this.sequence % 26)).repeat(22)}`;
  }

  keyUri({ secret, accountName, issuer }: TotpKeyUriInput): string {
    const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
    return `otpauth://totp/${label}?issuer=${encodeURIComponent(issuer)}&secret=${secret}&algorithm=SHA1&digits=6&period=30`;
  }

  matchStep(secret: string, code: string, now: Date): number | null {
    if (!CODE_PATTERN.test(code)) return null;
    const current = stepOf(now);
    for (const step of [current - 1, current, current + 1]) {
      if (codeOfStep(secret, step) === code) return step;
    }
    return null;
  }

  /** The code an authenticator app holding `secret` shows at `instant`. */
  codeAt(secret: string, instant: Date): string {
    return codeOfStep(secret, stepOf(instant));
  }

  /** The time step `instant` falls in. */
  stepAt(instant: Date): number {
    return stepOf(instant);
  }
}

function stepOf(instant: Date): number {
  return Math.floor(instant.getTime() / 1000 / STEP_SECONDS);
}

/** FNV-1a of the secret and step, as six digits. */
function codeOfStep(secret: string, step: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${secret}:${step}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 1_000_000).padStart(6, '0');
}
