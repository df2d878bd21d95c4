import type { DeviceAuthorization, DeviceGrant, DeviceGrantTokens } from '@pointforge/domain';
import type { DeviceAuthorizationRow, DeviceGrantRow } from './device-sign-in.orm-entity';

export function toDeviceAuthorization(row: DeviceAuthorizationRow): DeviceAuthorization {
  return {
    id: row.id,
    deviceCodeHash: row.device_code_hash,
    userCode: row.user_code,
    clientId: row.client_id,
    fingerprint: row.fingerprint,
    deviceName: row.device_name,
    platform: row.platform,
    appVersion: row.app_version,
    requestedAt: row.requested_at,
    expiresAt: row.expires_at,
    intervalSeconds: row.interval_seconds,
    lastPolledAt: row.last_polled_at,
    decision: row.decision,
    userId: row.user_id,
    licenseId: row.license_id,
  };
}

export function toDeviceAuthorizationRow(authorization: DeviceAuthorization): DeviceAuthorizationRow {
  return {
    id: authorization.id,
    device_code_hash: authorization.deviceCodeHash,
    user_code: authorization.userCode,
    client_id: authorization.clientId,
    fingerprint: authorization.fingerprint,
    device_name: authorization.deviceName,
    platform: authorization.platform,
    app_version: authorization.appVersion,
    requested_at: authorization.requestedAt,
    expires_at: authorization.expiresAt,
    interval_seconds: authorization.intervalSeconds,
    last_polled_at: authorization.lastPolledAt,
    decision: authorization.decision,
    user_id: authorization.userId,
    license_id: authorization.licenseId,
  };
}

export function toDeviceGrant(row: DeviceGrantRow): DeviceGrant {
  return {
    id: row.id,
    userId: row.user_id,
    licenseId: row.license_id,
    fingerprint: row.fingerprint,
    machineId: row.machine_id,
    accessTokenHash: row.access_token_hash,
    accessExpiresAt: row.access_expires_at,
    refreshTokenHash: row.refresh_token_hash,
    refreshExpiresAt: row.refresh_expires_at,
    createdAt: row.created_at,
  };
}

export function toDeviceGrantTokenColumns(
  tokens: DeviceGrantTokens,
): Pick<DeviceGrantRow, 'access_token_hash' | 'access_expires_at' | 'refresh_token_hash' | 'refresh_expires_at'> {
  return {
    access_token_hash: tokens.accessTokenHash,
    access_expires_at: tokens.accessExpiresAt,
    refresh_token_hash: tokens.refreshTokenHash,
    refresh_expires_at: tokens.refreshExpiresAt,
  };
}

export function toDeviceGrantRow(grant: DeviceGrant): DeviceGrantRow {
  return {
    id: grant.id,
    user_id: grant.userId,
    license_id: grant.licenseId,
    fingerprint: grant.fingerprint,
    machine_id: grant.machineId,
    ...toDeviceGrantTokenColumns(grant),
    created_at: grant.createdAt,
  };
}
