import { DAY_MS } from '../shared/time';
import { LONGEST_LICENSE_FILE_LIFETIME_DAYS } from './license-file';

/** The JWS header `typ` of the signed key set (/.well-known/jwks.jws), so no licence file passes as one. */
export const SIGNED_KEY_SET_TYPE = 'pointforge-jwks+jwt';

/**
 * How long a signed key set vouches for its keys after it is served: ten days longer than
 * any licence file lives (an annual plan's 90), so the set an app fetches with a file outlives
 * that file even on a computer kept offline for the file's whole life; bounded, so an old set
 * still listing a key removed after a leak stops vouching for it.
 */
export const SIGNED_KEY_SET_LIFETIME_MS = (LONGEST_LICENSE_FILE_LIFETIME_DAYS + 10) * DAY_MS;

/** The claims of the signed key set besides `keys`; times in seconds since the epoch. */
export interface SignedKeySetClaims {
  /** The site origin, as in the licence files: a set of another site (staging) does not vouch here. */
  iss: string;
  iat: number;
  exp: number;
}

export function signedKeySetClaims(issuer: string, now: Date): SignedKeySetClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return { iss: issuer, iat, exp: iat + SIGNED_KEY_SET_LIFETIME_MS / 1000 };
}
