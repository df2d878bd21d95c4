/**
 * A desktop device's credential: a person's right to use one licence on one computer
 * (its fingerprint), as an access token and a refresh token kept only as SHA-256 hashes.
 * It comes from an approved device code or from an activation with the licence key (then
 * the person is the owner). A device holds at most one grant per licence.
 */
export interface DeviceGrant {
  id: string;
  userId: string;
  licenseId: string;
  fingerprint: string;
  /**
   * The activation the grant drove (or came with); null until the app activates. The grant
   * is usable for validate and deactivate only while that very activation exists: a release
   * removes it (and, in the database, the grant with it).
   */
  machineId: string | null;
  accessTokenHash: string;
  accessExpiresAt: Date;
  refreshTokenHash: string;
  refreshExpiresAt: Date;
  createdAt: Date;
}

/** New token hashes and expiries, written together when a grant is issued or refreshed. */
export type DeviceGrantTokens = Pick<DeviceGrant, 'accessTokenHash' | 'accessExpiresAt' | 'refreshTokenHash' | 'refreshExpiresAt'>;
