import type { Connection } from 'mysql2/promise';
import { loadRows } from './bulk-load';
import { DAY_MS, nthPaid, paidStateOf, type Population } from './population';
import { RowRandom, rowId, TABLE } from './seeded-rows';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TRIAL_MS = 7 * DAY_MS;
const SEATS = { trial: 1, standard: 3, professional: 5, enterprise: 10 } as const;
const LICENSE_SPAN_MS = 2 * 365 * DAY_MS;

/** `PF-XXXXX-…`: the first group is the index in base32 (so keys are unique), the rest random. */
export function licenseKeyOf(index: number): string {
  const random = new RowRandom(TABLE.licenses + 300, index);
  let symbols = '';
  for (let rest = index, digit = 0; digit < 5; digit += 1, rest = Math.floor(rest / 32)) symbols = CROCKFORD[rest % 32] + symbols;
  while (symbols.length < 25) symbols += CROCKFORD[random.below(32)];
  return `PF-${symbols.match(/.{5}/g)!.join('-')}`;
}

export interface LicenseShape {
  plan: 'trial' | 'standard' | 'professional' | 'enterprise';
  createdAt: Date;
  expiry: Date;
  isActive: boolean;
}

/** Trials run seven days from their start (most long over); a paid licence runs to its next renewal unless cancelled or expired. */
export function licenseShapeOf(population: Population, index: number): LicenseShape {
  const random = new RowRandom(TABLE.licenses, index);
  const createdAt = population.createdAt(index, population.counts.licenses, LICENSE_SPAN_MS, random);
  const now = population.now.getTime();
  if (!population.isPaidLicense(index)) {
    const expiry = new Date(createdAt.getTime() + TRIAL_MS);
    return { plan: 'trial', createdAt, expiry, isActive: expiry.getTime() > now };
  }
  const state = paidStateOf(index);
  const period = state.billingType === 'monthly' ? 31 * DAY_MS : 365 * DAY_MS;
  const running = state.status === 'active' || state.status === 'suspended' || (state.status === 'cancelled' && random.chance(0.3));
  const expiry = new Date(running ? now + random.below(period) : now - random.below(LICENSE_SPAN_MS / 2) - DAY_MS);
  return { plan: state.plan, createdAt, expiry, isActive: running };
}

export async function fillLicenses(connection: Connection, population: Population): Promise<void> {
  const columns = [
    'id',
    'user_id',
    'subscription_id',
    'license_key',
    'plan',
    'seats',
    'billing_type',
    'is_active',
    'suspended_at',
    'expiry_date',
    'paid_through',
    'created_at',
  ];
  await loadRows(connection, 'licenses', columns, population.counts.licenses, (index) => {
    const shape = licenseShapeOf(population, index);
    const paid = shape.plan !== 'trial';
    // One running licence in 200 suspended by an operator.
    const suspended = shape.isActive && index % 200 === 7 ? new Date(population.now.getTime() - DAY_MS) : null;
    return [
      rowId(TABLE.licenses, index),
      population.userId(population.ownerOfLicense(index)),
      paid ? rowId(TABLE.subscriptions, index) : null,
      licenseKeyOf(index),
      shape.plan,
      SEATS[shape.plan],
      paid ? paidStateOf(index).billingType : null,
      shape.isActive,
      suspended,
      shape.expiry,
      paid ? shape.expiry : null,
      shape.createdAt,
    ];
  });
}

/** The licence of machine `index`: one on every licence, the rest on paid ones (teams and second computers). */
export function licenseOfMachine(population: Population, index: number): number {
  const { licenses } = population.counts;
  return index < licenses ? index : nthPaid(population, index - licenses);
}

export function fingerprintOf(index: number): string {
  return `host-${index.toString(36).padStart(8, '0')}-${new RowRandom(TABLE.machines + 300, index).hex(24)}`;
}

export async function fillMachines(connection: Connection, population: Population): Promise<void> {
  const columns = ['id', 'license_id', 'user_id', 'fingerprint', 'name', 'platform', 'app_version', 'activated_at', 'last_seen_at', 'file_issued_offline'];
  await loadRows(connection, 'machines', columns, population.counts.machines, (index) => {
    const random = new RowRandom(TABLE.machines, index);
    const license = licenseOfMachine(population, index);
    const shape = licenseShapeOf(population, license);
    const activatedAt = new Date(shape.createdAt.getTime() + random.below(DAY_MS));
    const lastSeen = shape.isActive
      ? new Date(population.now.getTime() - random.below(3 * DAY_MS))
      : new Date(Math.min(shape.expiry.getTime(), population.now.getTime()));
    const platform = random.pick(['windows', 'windows', 'windows', 'macos', 'linux'] as const);
    return [
      rowId(TABLE.machines, index),
      rowId(TABLE.licenses, license),
      population.userId(population.ownerOfLicense(license)),
      fingerprintOf(index),
      `${platform === 'macos' ? 'MacBook' : 'Workstation'}-${index % 1000}`,
      platform,
      random.pick(['3.1.0', '3.2.1', '3.3.0']),
      activatedAt,
      lastSeen < activatedAt ? activatedAt : lastSeen,
      false,
    ];
  });
}
