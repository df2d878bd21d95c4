import type { User } from '../accounts/user.entity';
import { LICENSE_FILE_LIFETIME_DAYS } from '../catalog/constants';
import { getPlan } from '../catalog/plans';
import type { LicensePlan } from '../catalog/plan.types';
import { DAY_MS } from '../shared/time';
import type { License } from './license.entity';
import { isTrialLicense } from './license-rules';
import type { Machine } from './machine.entity';

/** Who a licence file is for: the `aud` a desktop app checks. */
export const LICENSE_FILE_AUDIENCE = 'pointforge-desktop';
/** The JWS header `typ` of a licence file. */
export const LICENSE_FILE_TYPE = 'pointforge-license+jwt';
/** The longest any licence's term lets a file run (the operator's cap, LICENSE_FILE_LIFETIME_DAYS, is at most this). */
export const LONGEST_LICENSE_FILE_LIFETIME_DAYS = Math.max(...Object.values(LICENSE_FILE_LIFETIME_DAYS));
/**
 * How long a paid licence's file may outlive the licence: an app offline when the renewal
 * lands keeps working until it next connects. A trial's file ends with the trial.
 */
export const LICENSE_FILE_PAID_GRACE_MS = 3 * DAY_MS;

const ARMOR_BEGIN = '-----BEGIN POINTFORGE LICENSE-----';
const ARMOR_END = '-----END POINTFORGE LICENSE-----';
const ARMOR_COLUMNS = 64;

/**
 * The claims of a licence file, times in seconds since the epoch. `fp` and `mid` bind it
 * to one machine; `lexp` is the licence's own expiry; `licensee` is absent when the licence
 * has no owner with a company or a name. `jti` names this file; `epk`, in a file for a device
 * that sent its device key, is the ephemeral X25519 public key from which the app (with its
 * device key) computes the offline deactivation code (offline/deactivation-code.ts).
 */
export interface LicenseFileClaims {
  iss: string;
  aud: typeof LICENSE_FILE_AUDIENCE;
  sub: string;
  iat: number;
  nbf: number;
  exp: number;
  plan: LicensePlan;
  /** People the licence covers (the owner and its members). */
  seats: number;
  /** Computers each of them may activate it on. */
  devicesPerSeat: number;
  fp: string;
  mid: string;
  lexp: number;
  licensee?: string;
  jti: string;
  /** 32 raw bytes, base64url; absent when the device sent no device key (its file has no offline code). */
  epk?: string;
}

/** What makes one file unlike any other: its id, and the ephemeral public key of its deactivation code (base64url). */
export interface LicenseFileIdentity {
  jti: string;
  epk?: string;
}

export interface LicenseFilePolicy {
  /** The site origin, the `iss` of every file. */
  issuer: string;
  /** The operator's cap (LICENSE_FILE_LIFETIME_DAYS): it shortens the term's lifetime, never lengthens it. Null: no cap. */
  lifetimeCapMs: number | null;
}

/**
 * How long a licence's files run offline, by its term: a trial's, else its billing's. A
 * licence no subscription pays for (made in the console) has no billing type and gets the
 * monthly term.
 */
export function licenseFileLifetimeMs(license: Pick<License, 'plan' | 'subscriptionId' | 'billingType'>): number {
  const term = isTrialLicense(license) ? 'trial' : (license.billingType ?? 'monthly');
  return LICENSE_FILE_LIFETIME_DAYS[term] * DAY_MS;
}

/** The licensee a file names: the company, else the person's name, else nobody. */
export function licenseeOf(owner: Pick<User, 'company' | 'firstName' | 'lastName'> | null): string | null {
  if (!owner) return null;
  const company = owner.company?.trim();
  if (company) return company;
  const name = [owner.firstName?.trim(), owner.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/**
 * The claims of file `file` for `machine`, issued at `now`: valid from `notBefore` (default
 * now; earlier for a file answering an air-gapped request, whose computer's clock may lag) for the licence
 * term's lifetime (shortened by the policy's cap), but never past the licence's expiry (plus
 * LICENSE_FILE_PAID_GRACE_MS for a paid licence), so an app that stays offline stops with its licence.
 */
export function licenseFileClaims(input: {
  license: License;
  machine: Machine;
  licensee: string | null;
  now: Date;
  policy: LicenseFilePolicy;
  file: LicenseFileIdentity;
  notBefore?: Date;
}): LicenseFileClaims {
  const { license, machine, licensee, now, policy, file, notBefore = now } = input;
  const lifetimeMs = Math.min(licenseFileLifetimeMs(license), policy.lifetimeCapMs ?? Infinity);
  const graceMs = isTrialLicense(license) ? 0 : LICENSE_FILE_PAID_GRACE_MS;
  const expiresAtMs = Math.min(now.getTime() + lifetimeMs, license.expiryDate.getTime() + graceMs);
  const issuedAt = toSeconds(now.getTime());
  return {
    iss: policy.issuer,
    aud: LICENSE_FILE_AUDIENCE,
    sub: license.id,
    iat: issuedAt,
    nbf: toSeconds(Math.min(notBefore.getTime(), now.getTime())),
    exp: toSeconds(expiresAtMs),
    plan: license.plan,
    seats: license.seats,
    devicesPerSeat: getPlan(license.plan).devicesPerSeat,
    fp: machine.fingerprint,
    mid: machine.id,
    lexp: toSeconds(license.expiryDate.getTime()),
    ...(licensee ? { licensee } : {}),
    jti: file.jti,
    ...(file.epk ? { epk: file.epk } : {}),
  };
}

/** The compact JWS between the licence armor lines, wrapped at 64 columns. */
export function armorLicenseFile(compactJws: string): string {
  const lines = compactJws.match(new RegExp(`.{1,${ARMOR_COLUMNS}}`, 'g')) ?? [];
  return [ARMOR_BEGIN, ...lines, ARMOR_END].join('\n') + '\n';
}

/** The compact JWS inside an armored licence file (line breaks and spaces dropped), or null. */
export function unarmorLicenseFile(file: string): string | null {
  const begin = file.indexOf(ARMOR_BEGIN);
  const end = file.indexOf(ARMOR_END);
  if (begin < 0 || end < begin) return null;
  const body = file.slice(begin + ARMOR_BEGIN.length, end).replace(/\s+/g, '');
  return body === '' ? null : body;
}

function toSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
