import type { DeviceAuthorization } from './device-authorization.entity';
import type { DeviceGrant, DeviceGrantTokens } from './device-grant.entity';

export type DeviceAuthorizationVerdict = { decision: 'approved'; userId: string; licenseId: string } | { decision: 'denied'; userId: string };

export abstract class DeviceAuthorizationRepositoryPort {
  /** Stores a new request; its user code is unique among stored requests (a clash throws, and the caller draws another). */
  abstract create(authorization: DeviceAuthorization): Promise<void>;
  abstract findByDeviceCodeHash(deviceCodeHash: string): Promise<DeviceAuthorization | null>;
  /** The request with this normalised user code that is still pending and has not expired at `now`. */
  abstract findPendingByUserCode(userCode: string, now: Date): Promise<DeviceAuthorization | null>;
  /** Records the person's decision only while the request is pending; false, with nothing written, otherwise. */
  abstract decide(id: string, verdict: DeviceAuthorizationVerdict): Promise<boolean>;
  /** Records a poll and the interval that applies from now on. */
  abstract recordPoll(id: string, polledAt: Date, intervalSeconds: number): Promise<void>;
  /** Deletes the request; true for the one caller that deleted it, so a code yields tokens once. */
  abstract consume(id: string): Promise<boolean>;
  /** Deletes the requests that expired before `now`; returns how many. */
  abstract deleteExpired(now: Date): Promise<number>;
}

export abstract class DeviceGrantRepositoryPort {
  /** Stores the grant, replacing any other grant of the same licence and fingerprint. */
  abstract issue(grant: DeviceGrant): Promise<void>;
  abstract findByAccessTokenHash(accessTokenHash: string): Promise<DeviceGrant | null>;
  abstract findByRefreshTokenHash(refreshTokenHash: string): Promise<DeviceGrant | null>;
  /**
   * Replaces the tokens only while the grant still holds refresh token `fromRefreshTokenHash`:
   * of two concurrent refreshes with one token, one succeeds. False, with nothing written, otherwise.
   */
  abstract rotate(id: string, fromRefreshTokenHash: string, tokens: DeviceGrantTokens): Promise<boolean>;
  /** Binds the grant to the activation it drove. */
  abstract bindMachine(id: string, machineId: string): Promise<void>;
  abstract revoke(id: string): Promise<void>;
}
