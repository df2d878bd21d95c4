import type { Machine } from '@pointforge/domain';
import type { MachineRow } from './machine.orm-entity';

export function toMachine(row: MachineRow): Machine {
  return {
    id: row.id,
    licenseId: row.license_id,
    userId: row.user_id,
    fingerprint: row.fingerprint,
    name: row.name,
    platform: row.platform,
    appVersion: row.app_version,
    activatedAt: row.activated_at,
    lastSeenAt: row.last_seen_at,
    offlineUntil: row.offline_until,
    fileIssuedOffline: row.file_issued_offline,
    deactivationKey: row.deactivation_key,
  };
}

/** The row of a machine; the deactivation code's hash is written apart (recordFileIssued), never from a Machine. */
export function toMachineRow(machine: Machine): Omit<MachineRow, 'deactivation_code_hash'> {
  return {
    id: machine.id,
    license_id: machine.licenseId,
    user_id: machine.userId,
    fingerprint: machine.fingerprint,
    name: machine.name,
    platform: machine.platform,
    app_version: machine.appVersion,
    activated_at: machine.activatedAt,
    last_seen_at: machine.lastSeenAt,
    offline_until: machine.offlineUntil,
    file_issued_offline: machine.fileIssuedOffline,
    deactivation_key: machine.deactivationKey,
  };
}
