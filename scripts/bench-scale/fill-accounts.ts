import type { Connection } from 'mysql2/promise';
import { loadRows } from './bulk-load';
import type { Population } from './population';
import { RowRandom, TABLE } from './seeded-rows';

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kara',
  'Liam',
  'Maria',
  'Noah',
  'Olga',
  'Pieter',
  'Quinn',
  'Rosa',
  'Sipho',
  'Thandi',
  'Uma',
  'Victor',
  'Wen',
  'Xavier',
  'Yusuf',
  'Zanele',
  'Johan',
  'Lerato',
  'Mark',
  'Sarah',
  'Tom',
  'Lisa',
];
const LAST_NAMES = [
  'Smith',
  'Naidoo',
  'van der Merwe',
  'Botha',
  'Dlamini',
  'Mokoena',
  'Nel',
  'Pretorius',
  'Jacobs',
  'Khumalo',
  'Muller',
  'Schmidt',
  'Garcia',
  'Rossi',
  'Dubois',
  'Novak',
  'Kowalski',
  'Johansson',
  'Tanaka',
  'Chen',
  'Patel',
  'Okafor',
  'Mensah',
  'Silva',
  'Costa',
  'Brown',
  'Wilson',
];
const COMPANY_WORDS = ['Northern', 'Coastal', 'Highveld', 'Karoo', 'Summit', 'Granite', 'Delta', 'Ridge', 'Atlas', 'Meridian', 'Vector', 'Orion'];
const COMPANY_KINDS = ['Surveying', 'Mining', 'Geomatics', 'Engineering', 'Civil Works', 'Survey Group', 'Mapping', 'Consulting'];
const COMPANY_SUFFIXES = ['Ltd', '(Pty) Ltd', 'GmbH', 'Inc', 'LLC', 'SA', ''];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'mweb.co.za', 'proton.me'];

/** How far back accounts were created: three years of sign-ups. */
const ACCOUNT_SPAN_MS = 3 * 365 * 86_400_000;

/** One account's person: realistic, with words shared by many (what the console searches for). */
export function personOf(index: number): { first: string; last: string; company: string | null; email: string } {
  const random = new RowRandom(TABLE.users, index);
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const company = random.chance(0.6) ? `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)} ${random.pick(COMPANY_SUFFIXES)}`.trim() : null;
  const local = `${first}.${last}`.toLowerCase().replace(/ /g, '');
  const domain =
    company !== null && random.chance(0.7)
      ? `${company.split(' ')[0]!.toLowerCase()}-${random.pick(COMPANY_KINDS).split(' ')[0]!.toLowerCase()}.com`
      : random.pick(MAIL_DOMAINS);
  // The index keeps every address unique, as the users table requires.
  return { first, last, company, email: `${local}${index}@${domain}` };
}

/** 85 % of accounts verified their address: all but the first three of every twenty (so a caller can pick one that can log in). */
export function isVerifiedUser(index: number): boolean {
  return index % 20 >= 3;
}

/** Accounts: 85 % verified, one in 50,000 an admin, all sharing one password hash (argon2 once, not a million times). */
export async function fillUsers(connection: Connection, population: Population, passwordHash: string): Promise<void> {
  const columns = [
    'id',
    'email',
    'password_hash',
    'first_name',
    'last_name',
    'company',
    'is_verified',
    'email_newsletter',
    'email_product_updates',
    'email_promotions',
    'has_held_license',
    'role',
    'created_at',
    'updated_at',
  ];
  const { users } = population.counts;
  await loadRows(connection, 'users', columns, users, (index) => {
    const random = new RowRandom(TABLE.users + 100, index);
    const person = personOf(index);
    const createdAt = population.createdAt(index, users, ACCOUNT_SPAN_MS, random);
    return [
      population.userId(index),
      person.email,
      passwordHash,
      person.first,
      person.last,
      person.company,
      isVerifiedUser(index),
      random.chance(0.3),
      random.chance(0.6),
      random.chance(0.1),
      index < population.holders,
      index % 50_000 === 49_999 ? 'admin' : 'customer',
      createdAt,
      createdAt,
    ];
  });
}
