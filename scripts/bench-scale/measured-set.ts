import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { createConnection } from 'mysql2/promise';
import { isVerifiedUser, personOf } from './fill-accounts';
import { fingerprintOf, licenseKeyOf, licenseOfMachine, licenseShapeOf } from './fill-licensing';
import { Population } from './population';

/** Rows whose index is below this exist in every fill, the bench's empty one too: the measured entities come from them. */
export const MEASURED_ROWS = 200;

/** What the figures need: sessions, the devices validate rotates over, and who to look up. */
export interface MeasuredSet {
  customerCookie: string;
  adminCookie: string;
  customerEmail: string;
  /** A customer with licences, audit entries and payments. */
  customerId: string;
  devices: Array<{ licenseKey: string; fingerprint: string }>;
}

/** An HTTP call to the API as a browser makes it, from a given client address (the stack trusts one proxy). */
export async function call(apiUrl: string, path: string, options: { cookie?: string; body?: object; ip?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-Forwarded-For': options.ip ?? '10.9.0.1' };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body) headers['Content-Type'] = 'application/json';
  return fetch(`${apiUrl}${path}`, { method: options.body ? 'POST' : 'GET', headers, body: options.body ? JSON.stringify(options.body) : undefined });
}

async function cookieOf(response: Response, what: string): Promise<string> {
  const cookie = response.headers.getSetCookie().find((value) => value.includes('pf_session='));
  if (response.status !== 200 || cookie === undefined) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] as string;
}

/**
 * Picks the measured entities among the filled rows (the same indexes in both databases) and
 * signs in: a verified customer holding a licence, and an operator (promoted in SQL, then
 * enrolled in two-factor sign-in as the console requires); the devices are the machines of
 * the running, unsuspended licences among the first MEASURED_ROWS.
 */
export async function prepareMeasuredSet(apiUrl: string, databaseUrl: string, population: Population, password: string): Promise<MeasuredSet> {
  const customer = [...Array(MEASURED_ROWS).keys()].find((index) => isVerifiedUser(index) && index < population.holders) as number;
  const admin = [...Array(MEASURED_ROWS).keys()].reverse().find(isVerifiedUser) as number;
  const connection = await createConnection({ uri: databaseUrl });
  try {
    await connection.query("UPDATE users SET role = 'admin' WHERE id = ?", [population.userId(admin)]);
  } finally {
    await connection.end();
  }
  const customerEmail = personOf(customer).email;
  const customerCookie = await cookieOf(await call(apiUrl, '/api/auth/login', { body: { email: customerEmail, password } }), 'the customer’s login');
  const devices = [...Array(MEASURED_ROWS).keys()].flatMap((machine) => {
    const license = licenseOfMachine(population, machine);
    const running = licenseShapeOf(population, license).isActive && license % 200 !== 7;
    return running ? [{ licenseKey: licenseKeyOf(license), fingerprint: fingerprintOf(machine) }] : [];
  });
  return {
    customerCookie,
    adminCookie: await adminSession(apiUrl, personOf(admin).email, password),
    customerEmail,
    customerId: population.userId(customer),
    devices,
  };
}

/** Logs in, enrols an authenticator, and logs in again with a code: the console opens only to such a session. */
async function adminSession(apiUrl: string, email: string, password: string): Promise<string> {
  const first = await cookieOf(await call(apiUrl, '/api/auth/login', { body: { email, password } }), 'the operator’s login');
  const enrolment = (await (await call(apiUrl, '/api/auth/two-factor/enrolment', { cookie: first, body: {} })).json()) as { secret: string };
  const authenticator = new Authenticator(enrolment.secret);
  const confirmed = await call(apiUrl, '/api/auth/two-factor/enrolment/confirm', { cookie: first, body: { code: await authenticator.code(-1) } });
  if (confirmed.status !== 200) throw new Error(`two-factor enrolment: ${confirmed.status} ${await confirmed.text()}`);
  const challenge = (await (await call(apiUrl, '/api/auth/login', { body: { email, password } })).json()) as { challengeToken: string };
  const signedIn = await call(apiUrl, '/api/auth/login/two-factor', { body: { challengeToken: challenge.challengeToken, code: await authenticator.code() } });
  return cookieOf(signedIn, 'the operator’s sign-in with a code');
}
