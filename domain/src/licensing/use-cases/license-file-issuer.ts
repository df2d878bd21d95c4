import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { decodeBase64url, encodeBase64url } from '../../shared/base64url';
import type { HmacSha256Port } from '../../shared/hmac.port';
import type { TokenGeneratorPort } from '../../shared/token-generator.port';
import type { License } from '../license.entity';
import type { LicenseOwnerNames } from '../license.repository.port';
import { licenseeOf, licenseFileClaims, type LicenseFilePolicy } from '../license-file';
import type { LicenseSignerPort } from '../license-signer.port';
import type { Machine } from '../machine.entity';
import type { MachineRepositoryPort } from '../machine.repository.port';
import { DEACTIVATION_KEY_SALT, deactivationCode, deactivationCodeHash, deactivationKeyInfo } from '../offline/deactivation-code';
import type { DeactivationKeyAgreementPort } from '../offline/deactivation-key-agreement.port';

/** How a file is issued: online (activation, validation), or answering an uploaded request made at `requestedAt`. */
export type LicenseFileIssue = { offline: false } | { offline: true; requestedAt: Date };

/** Whose file it is: the machine of the licence, and its owner's names when the caller read them already (else they are read here). */
export interface LicenseFileSubject {
  license: License;
  machine: Machine;
  owner?: LicenseOwnerNames | null;
}

export interface IssuedFile {
  licenseFile: string;
  offlineUntil: Date;
  /** The machine as its row now stands (recordFileIssued). */
  machine: Machine;
}

/**
 * Signs a fresh licence file for a machine of a licence, naming the owner's company or name,
 * and records on the machine, in one write, that it was seen now, when the file expires
 * (shown per device), how it was issued, and the hash of its offline deactivation code. The code is agreed with the machine's device
 * key through a fresh ephemeral key whose private half is forgotten here: only the computer
 * holding the device key can compute it, and only for this newest file. A machine without a
 * device key gets files without a code.
 */
export class LicenseFileIssuer {
  constructor(
    private readonly users: UserRepositoryPort,
    private readonly signer: LicenseSignerPort,
    private readonly policy: LicenseFilePolicy,
    private readonly machines: MachineRepositoryPort,
    private readonly tokens: TokenGeneratorPort,
    private readonly hmac: HmacSha256Port,
    private readonly keyAgreement: DeactivationKeyAgreementPort,
  ) {}

  /** The armored file, when it stops working offline, and the machine as recorded with it. */
  async issue(subject: LicenseFileSubject, now: Date, how: LicenseFileIssue = { offline: false }): Promise<IssuedFile> {
    const { license, machine } = subject;
    const owner = subject.owner !== undefined || license.userId === null ? (subject.owner ?? null) : await this.users.findById(license.userId);
    const jti = this.tokens.newId();
    const devicePublicKey = machine.deactivationKey === null ? null : decodeBase64url(machine.deactivationKey);
    const agreed = devicePublicKey && this.keyAgreement.agree(devicePublicKey, DEACTIVATION_KEY_SALT, deactivationKeyInfo({ mid: machine.id, jti }));
    const file = { jti, ...(agreed ? { epk: encodeBase64url(agreed.ephemeralPublicKey) } : {}) };
    // An air-gapped computer's clock may lag the server's: the file works from the time its request names, if earlier.
    const notBefore = how.offline ? how.requestedAt : now;
    const claims = licenseFileClaims({ license, machine, licensee: licenseeOf(owner), now, notBefore, policy: this.policy, file });
    const licenseFile = await this.signer.sign(claims);
    const offlineUntil = new Date(claims.exp * 1000);
    const code = agreed ? deactivationCode(this.hmac, { key: agreed.key, mid: machine.id, jti }) : null;
    await this.machines.recordFileIssued(machine, {
      issuedAt: now,
      offlineUntil,
      issuedOffline: how.offline,
      deactivationCodeHash: code === null ? null : deactivationCodeHash(this.tokens, code),
    });
    return { licenseFile, offlineUntil, machine: { ...machine, lastSeenAt: now, offlineUntil, fileIssuedOffline: how.offline } };
  }
}
