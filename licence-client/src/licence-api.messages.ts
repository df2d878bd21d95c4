/**
 * What the user reads for each answer of the licence API and each way a call can fail.
 * One table, so the app, the CLI and support speak with the same words.
 */

/** The `code`s of the contract: validate's answers and the refusals of activate and deactivate. */
export type LicenceApiCode =
  'VALID' | 'NOT_FOUND' | 'EXPIRED' | 'SUSPENDED' | 'NOT_ACTIVATED' | 'TOO_MANY_MACHINES' | 'TRIAL_USED' | 'INVALID_TOKEN' | 'FINGERPRINT_MISMATCH';

/** Failures seen by the client rather than named by the API. */
export type LicenceTransportCode =
  | 'RATE_LIMITED'
  | 'INVALID_REQUEST'
  | 'SERVICE_UNAVAILABLE'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'UNEXPECTED_RESPONSE'
  | 'UNTRUSTED_KEY_SET'
  /** Device sign-in (RFC 8628): the person denied it, the code ran out, the stored sign-in is over. */
  | 'SIGN_IN_DENIED'
  | 'SIGN_IN_EXPIRED'
  | 'SIGNED_OUT';

export type LicenceApiErrorCode = Exclude<LicenceApiCode, 'VALID'> | LicenceTransportCode;

const MESSAGES: Record<LicenceApiCode | LicenceTransportCode, string> = {
  VALID: 'The licence is valid on this computer.',
  NOT_FOUND: 'This licence key does not exist. Check it against the key in your dashboard or in the email you received.',
  EXPIRED: 'This licence has expired. Renew your subscription in your dashboard, then try again.',
  SUSPENDED: 'This licence is suspended. Contact support if you think this is a mistake.',
  NOT_ACTIVATED: 'This computer is not activated for this licence (it may have been released in your dashboard). Activate it again.',
  TOO_MANY_MACHINES: 'This licence is already active on all of its devices. Release one in your dashboard.',
  TRIAL_USED: 'This device has already used its free trial.',
  INVALID_TOKEN: "This computer's sign-in has expired or was revoked. Sign in again.",
  FINGERPRINT_MISMATCH: 'This sign-in belongs to another computer. Sign in again on this one.',
  SIGN_IN_DENIED: 'The sign-in was denied in the browser. Start again to sign in.',
  SIGN_IN_EXPIRED: 'The sign-in code expired before it was approved. Start again to sign in.',
  SIGNED_OUT: "This computer's sign-in is no longer valid (the device was released, or you no longer hold a seat). Sign in again.",
  RATE_LIMITED: 'Too many licence requests from this computer or for this key.',
  INVALID_REQUEST: 'The licence server refused the request as malformed.',
  SERVICE_UNAVAILABLE: 'The licence server is not available at the moment.',
  NETWORK_ERROR: 'The licence server cannot be reached. Check the internet connection and try again.',
  TIMEOUT: 'The licence server did not answer in time. Check the internet connection and try again.',
  UNEXPECTED_RESPONSE: 'The licence server gave an answer this app does not understand. Is the licence server address right?',
  UNTRUSTED_KEY_SET:
    "The licence server's keys are not signed by the key this app was built with. Is the licence server address right? If it is, update the app.",
};

/** Codes whose server message carries details the table cannot know (the real seat numbers, the bad field). */
const SERVER_MESSAGE_FIRST: ReadonlySet<string> = new Set(['TOO_MANY_MACHINES', 'INVALID_REQUEST']);

export function licenceApiMessage(code: LicenceApiCode | LicenceTransportCode, details: { serverMessage?: string; retryAfterSeconds?: number } = {}): string {
  const message = SERVER_MESSAGE_FIRST.has(code) && details.serverMessage ? details.serverMessage : MESSAGES[code];
  if (code !== 'RATE_LIMITED' && code !== 'SERVICE_UNAVAILABLE') return message;
  return `${message} Try again ${describeWait(details.retryAfterSeconds)}.`;
}

function describeWait(seconds: number | undefined): string {
  if (seconds === undefined) return 'later';
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}
