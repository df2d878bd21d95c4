import type { ClockPort } from '../../shared/clock.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { SessionAuthentication } from '../session.entity';
import type { TotpPort } from '../totp.port';
import type { TwoFactorCredential } from '../two-factor.entity';
import type { TwoFactorRepositoryPort } from '../two-factor.repository.port';
import { recoveryCodeHash } from './recovery-codes';

/** What the user offers as a second factor: the authenticator's code, or else a recovery code. */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

/** The form field the proof came in, for field errors; `code` when none came. */
export function proofField(proof: SecondFactorProof): 'code' | 'recoveryCode' {
  return proof.code === undefined && proof.recoveryCode !== undefined ? 'recoveryCode' : 'code';
}

/** How a session opened on this proof, once accepted, authenticated (the code wins when both came, as in `verify`). */
export function authenticationOf(proof: SecondFactorProof): SessionAuthentication {
  return proof.code !== undefined ? 'password-and-code' : 'recovery-code';
}

/**
 * Checks a second factor against an enabled credential and spends it: an authenticator
 * code is accepted once per time step (a replayed code fails), a recovery code once ever.
 * Both are spent by one conditional write, so two racing requests cannot both pass.
 */
export class SecondFactorVerifier {
  constructor(
    private readonly twoFactor: TwoFactorRepositoryPort,
    private readonly totp: TotpPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly clock: ClockPort,
  ) {}

  async verify(credential: TwoFactorCredential, proof: SecondFactorProof): Promise<boolean> {
    if (proof.code !== undefined) {
      const step = this.totp.matchStep(credential.secret, proof.code.replace(/\s/g, ''), this.clock.now());
      return step !== null && (await this.twoFactor.recordUsedStep(credential.userId, step));
    }
    if (proof.recoveryCode !== undefined) {
      const codeHash = recoveryCodeHash(this.tokens, proof.recoveryCode);
      return this.twoFactor.consumeRecoveryCode(credential.userId, codeHash, this.clock.now());
    }
    return false;
  }
}
