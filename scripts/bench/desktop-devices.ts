import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { aLicense } from '@pointforge/domain/testing';
import type { createDataSource } from '@pointforge/infra';
import { insertLicencesAndMachines } from '@pointforge/infra/testing/licence-rows';
import { aFingerprint, aMachine } from '@pointforge/infra/testing/repository-fixtures';

/** How many licences (and as many machines) one INSERT carries while seeding. */
const ROWS_PER_INSERT = 500;
const YEAR_MS = 365 * 86_400_000;

/**
 * Seeds `count` running Standard licences of `ownerId`, each activated on one computer,
 * straight into the database, and writes one device per line (`licenseKey fingerprint ip`)
 * to `file` for wrk-report.lua. Every device calls from its own address (X-Forwarded-For only: the load goes to 127.0.0.1), so a load that
 * spreads its requests evenly over the devices stays inside both the per-device (60 an hour)
 * and the per-address (120 an hour) budgets while no device is called more than 60 times.
 */
export async function seedDesktopDevices(dataSource: ReturnType<typeof createDataSource>, ownerId: string, count: number, file: string): Promise<void> {
  const now = new Date();
  const lines: string[] = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const licenses = [];
    const machines = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_INSERT); i += 1) {
      const license = aLicense()
        .withId(randomUUID())
        .ownedBy(ownerId)
        .forSubscription(null)
        .expiringAt(new Date(now.getTime() + YEAR_MS))
        .createdAt(now)
        .build();
      const machine = aMachine(license.id, aFingerprint(), { userId: ownerId, activatedAt: now, lastSeenAt: now });
      licenses.push(license);
      machines.push(machine);
      lines.push(`${license.licenseKey} ${machine.fingerprint} ${benchAddress(i)}\n`);
    }
    await insertLicencesAndMachines(dataSource, { licenses, machines });
  }
  writeFileSync(file, lines.join(''));
}

/** The `index`-th address of 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). */
function benchAddress(index: number): string {
  return `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;
}
