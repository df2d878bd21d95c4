/**
 * The offline check of a licence file: no network, only the file, a JWK Set and this
 * machine's fingerprint. Every refusal says why, in words a user can act on.
 */
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { MalformedLicenceFileError, unarmorLicence } from './licence-file';

export const LICENCE_AUDIENCE = 'pointforge-desktop';
export const LICENCE_FILE_TYPE = 'pointforge-license+jwt';
export const LICENCE_ALGORITHM = 'EdDSA';
/** Desktop clocks drift; a minute either way does not make a file expired or not yet valid. */
export const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60;

/** The claims of a licence file (the contract of the licence API). */
export interface LicenceClaims {
  iss: string;
  aud: string;
  /** The licence id. */
  sub: string;
  iat: number;
  nbf: number;
  exp: number;
  plan: string;
  seats: number;
  /** The fingerprint of the machine the file was issued to. */
  fp: string;
  /** The machine (activation) id. */
  mid: string;
  /** When the licence itself expires (seconds since the epoch); the file expires sooner. */
  lexp: number;
  /** The company, else the name of the owner; absent when neither is known. */
  licensee?: string;
  /** This file's id, and the ephemeral public key (base64url) from which, with its device key, the app computes the offline deactivation code; `epk` is absent in files for a device without a device key. */
  jti?: string;
  epk?: string;
}

export type LicenceRefusalReason =
  | 'MALFORMED'
  | 'UNKNOWN_KEY'
  | 'WRONG_ALGORITHM'
  | 'TAMPERED'
  | 'WRONG_TYPE'
  | 'WRONG_AUDIENCE'
  | 'WRONG_ISSUER'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'OTHER_MACHINE';

export const LICENCE_REFUSAL_MESSAGES: Record<LicenceRefusalReason, string> = {
  MALFORMED: 'The licence file is damaged or is not a PointForge licence file.',
  UNKNOWN_KEY: 'The licence file is signed by a key this app does not know. Go online once so the app can fetch the current keys.',
  WRONG_ALGORITHM: 'The licence file is not signed the way PointForge signs licences.',
  TAMPERED: 'The licence file has been changed after it was issued; its signature does not match.',
  WRONG_TYPE: 'This file is not a PointForge licence file.',
  WRONG_AUDIENCE: 'This licence file is not meant for the PointForge desktop app.',
  WRONG_ISSUER: 'This licence file was issued by another licence server than the one this app uses.',
  EXPIRED: 'The licence file has expired. Connect to the internet so the app can renew it.',
  NOT_YET_VALID: 'The licence file is not valid yet. Check the date and time of this computer.',
  OTHER_MACHINE: 'This licence file was issued to another computer. Activate the licence on this one.',
};

export type LicenceVerification = { valid: true; claims: LicenceClaims; keyId: string } | { valid: false; reason: LicenceRefusalReason; message: string };

export interface VerifyLicenceOptions {
  /** The public keys: the set the app ships, and/or the one it last fetched from /.well-known/jwks.json. */
  jwks: JSONWebKeySet;
  /** The site origin the licence server signs as (`iss`). */
  issuer: string;
  /** This machine's fingerprint. */
  fingerprint: string;
  now?: Date;
  clockToleranceSeconds?: number;
}

const REQUIRED_CLAIMS = ['iss', 'aud', 'sub', 'iat', 'nbf', 'exp', 'plan', 'seats', 'fp', 'mid', 'lexp'];

/** Checks an armored (or bare compact) licence file without any network access. */
export async function verifyLicenceFile(licenceFile: string, options: VerifyLicenceOptions): Promise<LicenceVerification> {
  try {
    const compactJws = unarmorLicence(licenceFile);
    // The key is chosen by `kid` alone: a file without one names no key we could trust.
    const { kid } = decodeProtectedHeader(compactJws);
    if (typeof kid !== 'string') return refusal('UNKNOWN_KEY');

    const { payload } = await jwtVerify(compactJws, createLocalJWKSet(options.jwks), {
      algorithms: [LICENCE_ALGORITHM],
      typ: LICENCE_FILE_TYPE,
      audience: LICENCE_AUDIENCE,
      issuer: options.issuer,
      requiredClaims: REQUIRED_CLAIMS,
      currentDate: options.now,
      clockTolerance: options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS,
    });
    if (!hasLicenceClaimTypes(payload)) return refusal('MALFORMED');
    if (payload.fp !== options.fingerprint) return refusal('OTHER_MACHINE');
    return { valid: true, claims: payload, keyId: kid };
  } catch (error) {
    return refusal(refusalReasonOf(error));
  }
}

function refusal(reason: LicenceRefusalReason): LicenceVerification {
  return { valid: false, reason, message: LICENCE_REFUSAL_MESSAGES[reason] };
}

/** jose checks presence, signature and times; the types of our own claims are ours to check. */
function hasLicenceClaimTypes(payload: JWTPayload): payload is JWTPayload & LicenceClaims {
  const strings = ['sub', 'plan', 'fp', 'mid'].every((claim) => typeof payload[claim] === 'string');
  const numbers = ['seats', 'lexp'].every((claim) => typeof payload[claim] === 'number');
  const licensee = payload.licensee === undefined || typeof payload.licensee === 'string';
  return strings && numbers && licensee;
}

/** Translates jose's errors (checked in this order: format, algorithm, key, signature, claims). */
function refusalReasonOf(error: unknown): LicenceRefusalReason {
  if (error instanceof MalformedLicenceFileError) return 'MALFORMED';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'WRONG_ALGORITHM';
  if (error instanceof errors.JWKSNoMatchingKey) return 'UNKNOWN_KEY';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'TAMPERED';
  if (error instanceof errors.JWTExpired) return 'EXPIRED';
  if (error instanceof errors.JWTClaimValidationFailed) {
    const byClaim: Record<string, LicenceRefusalReason> = {
      nbf: 'NOT_YET_VALID',
      aud: 'WRONG_AUDIENCE',
      iss: 'WRONG_ISSUER',
      typ: 'WRONG_TYPE',
    };
    return error.reason === 'missing' ? 'MALFORMED' : (byClaim[error.claim] ?? 'MALFORMED');
  }
  if (error instanceof errors.JOSEError || error instanceof SyntaxError || error instanceof TypeError) return 'MALFORMED';
  throw error;
}
