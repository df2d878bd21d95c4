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
  };
}

export function toMachineRow(machine: Machine): MachineRow {
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
  };
}
