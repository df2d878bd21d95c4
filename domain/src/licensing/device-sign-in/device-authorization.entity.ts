import type { MachinePlatform } from '../machine.entity';

/** What the person decided on the web page; `pending` until then. */
export type DeviceAuthorizationDecision = 'pending' | 'approved' | 'denied';

/**
 * A desktop app's request to sign in (RFC 8628 §3.1), from its device authorization request
 * until its code is exchanged for tokens, denied, or expires. The device code is kept only
 * as its SHA-256 hash; the user code is short-lived and looked up by the web page.
 */
export interface DeviceAuthorization {
  id: string;
  /** SHA-256 of the device code the app polls with. */
  deviceCodeHash: string;
  /** The normalised user code: eight letters of USER_CODE_ALPHABET, no dash. */
  userCode: string;
  clientId: string;
  /** The computer asking: its licence will be bound to this fingerprint. */
  fingerprint: string;
  deviceName: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  requestedAt: Date;
  expiresAt: Date;
  /** Seconds the app must wait between polls; grows by SLOW_DOWN_STEP_SECONDS at each slow_down. */
  intervalSeconds: number;
  lastPolledAt: Date | null;
  decision: DeviceAuthorizationDecision;
  /** The person who approved or denied it. */
  userId: string | null;
  /** The licence chosen at approval. */
  licenseId: string | null;
}
