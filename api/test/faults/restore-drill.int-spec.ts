import { PaypalSimulator } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import { Browser, newClientIp } from '../support/browser';
import { buildApi } from '../support/child-process';
import { desktopApp } from '../support/desktop-app';
import { DrillStream, MAIL_OF, type AnsweredWrite } from '../support/drill-stream';
import { embeddedTarget, productionTarget, type DrillTarget } from '../support/drill-targets';
import { servedKeySet, verifyLicenseFile } from '../support/license-files';
import { TEST_PASSWORD } from '../support/signed-in-users';

/** The stream's ceiling; it is stopped as soon as a write after the backup is answered. */
const STREAM_CEILING_MS = 90_000;
const BACKUP_AFTER_MS = 12_000;
/** How long the stream may take, after the backup, to answer one more write. */
const WRITE_AFTER_BACKUP_MS = 30_000;
/** Long enough for a second copy of a mail, were one queued, to arrive. */
const SETTLE_MS = 3_000;
/** How long a relay pass holds its rows (OutboxRelay's leaseMs): a row leased at the backup's instant waits this long after the restore. */
const RELAY_LEASE_MS = 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long the queue is held before the backup starts, so the writes of that time leave their mail waiting in the outbox. */
const HOLD_BEFORE_BACKUP_MS = 3_000;

const SHAPES = [
  { name: 'the embedded default (SQLite, jobs in-process, .eml files)', startTarget: embeddedTarget },
  { name: 'the production shape (MariaDB, Redis, api and worker processes, SMTP)', startTarget: productionTarget },
];

/** The subjects that reached one address more than once. */
async function repeatedMail(target: DrillTarget, email: string): Promise<string[]> {
  const subjects = (await target.mailbox.messages(email)).map((mail) => `${email}: ${mail.subject}`);
  return subjects.filter((subject, index) => subjects.indexOf(subject) !== index);
}

/**
 * What a customer whose write was answered before the backup started finds after the
 * restore, through the API; one line per write that is missing.
 */
async function missingAfterRestore(target: DrillTarget, email: string, writes: AnsweredWrite[]): Promise<string[]> {
  const browser = new Browser(target.apiUrl, newClientIp());
  const login = await browser.post('/api/auth/login', { email, password: TEST_PASSWORD });
  const verified = writes.some((write) => write.kind === 'verification');
  if (!verified) return login.body.code === 'ACCOUNTS.EMAIL_NOT_VERIFIED' || login.status === 200 ? [] : [`${email}: account (login ${login.status})`];
  if (login.status !== 200) return [`${email}: verified account (login ${login.status} ${login.text})`];
  const licenses = ((await browser.get('/api/licenses/me')).body.licenses as Array<{ licenseKey: string }>).map((license) => license.licenseKey);
  const subscriptions = (await browser.get('/api/subscriptions/me')).body.subscriptions as Array<{ id: string; status: string }>;
  return writes.flatMap((write) => {
    if (write.kind === 'trial' && !licenses.includes(write.licenseKey)) return [`${email}: trial ${write.licenseKey}`];
    if (write.kind !== 'payment') return [];
    const paid = subscriptions.some((subscription) => subscription.id === write.subscriptionId && subscription.status === 'active');
    return paid && licenses.includes(write.licenseKey) ? [] : [`${email}: subscription ${write.subscriptionId}`];
  });
}

async function everyMailArrived(target: DrillTarget, writes: AnsweredWrite[]): Promise<void> {
  for (const write of writes) {
    const subject = MAIL_OF[write.kind];
    if (subject) await target.mailbox.waitForMessage(write.email, subject, 1, 30_000);
  }
}

/** Polls the database each second until no outbox row waits; fails after the relay's lease and a margin. */
async function outboxEmptied(target: DrillTarget): Promise<void> {
  const deadline = Date.now() + RELAY_LEASE_MS + 30_000;
  while ((await target.waitingInOutbox()) > 0) {
    if (Date.now() > deadline) throw new Error('The restored outbox did not empty.');
    await sleep(1_000);
  }
}

function byCustomer(writes: AnsweredWrite[]): Map<string, AnsweredWrite[]> {
  const customers = new Map<string, AnsweredWrite[]>();
  for (const write of writes) customers.set(write.email, [...(customers.get(write.email) ?? []), write]);
  return customers;
}

/**
 * The restore drill (issue #31): under a steady stream of registrations, trials and payments,
 * a backup with the backup CLI, the database dropped, the restore CLI, the app started again.
 * Every write answered before the backup started is there, the licence file issued before
 * still verifies, and the outbox resumes without sending any mail twice.
 */
describe.each(SHAPES)('restore drill: $name', ({ startTarget }) => {
  const simulator = new PaypalSimulator();
  let target: DrillTarget | undefined;

  beforeAll(async () => {
    buildApi();
    target = await startTarget(paypalSimulatorEnvironment(await simulator.listen()));
    await target.start();
  }, 120_000);

  afterAll(async () => {
    await target?.close();
    await simulator.close();
  }, 60_000);

  it('every write answered before the backup started is back, the licence file still verifies, and no mail is sent twice', async () => {
    const app = target as DrillTarget;
    const stream = new DrillStream(app.apiUrl, app.mailbox, simulator, `drill${Date.now().toString(36)}`);
    stream.start(2, Date.now() + STREAM_CEILING_MS);
    await sleep(BACKUP_AFTER_MS);
    // Where the queue can be held, the mail of this moment waits in the outbox at the backup's instant and is sent after it.
    if (app.queueHold) {
      await app.queueHold.hold();
      // Whatever the lanes are doing, two verification mails certainly wait.
      await Promise.all([stream.register('held.1'), stream.register('held.2')]);
      await sleep(HOLD_BEFORE_BACKUP_MS);
    }
    const backupStartedAt = Date.now();
    const written = await app.backup();
    const backupFinishedAt = Date.now();
    await app.queueHold?.release();
    await stream.writtenAfter(backupFinishedAt, WRITE_AFTER_BACKUP_MS);
    const writes = await stream.stop();
    // Every mail goes out before the stop, those the backup holds as waiting among them.
    await everyMailArrived(app, writes);

    await app.stop();
    await app.dropDatabase();
    const file = /^backup written: (.+)$/.exec(written)?.[1] as string;
    expect(await app.restore(file)).toMatch(new RegExp(`^restored ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(schema .+\\)$`));
    // Mail sent after the backup, yet waiting in it: the case that would send it twice.
    if (app.queueHold) expect(await app.waitingInOutbox()).toBeGreaterThan(0);
    await app.forgetCompletedJobs();
    await app.start();

    const before = writes.filter((write) => write.answeredAt < backupStartedAt);
    expect(before.length).toBeGreaterThan(5);
    expect(writes.some((write) => write.answeredAt > backupFinishedAt)).toBe(true);
    // The outbox resumes: it empties (rows a relay held at the backup's instant wait out that lease, a minute)…
    await outboxEmptied(app);
    // …every mail of a write before the backup is there…
    await everyMailArrived(app, before);
    await sleep(SETTLE_MS);
    // …and none arrives twice, of the writes before the backup or after it.
    const customers = byCustomer(writes);
    const repeated = (await Promise.all([...customers.keys()].map((email) => repeatedMail(app, email)))).flat();
    expect(repeated).toEqual([]);

    const missing: string[] = [];
    for (const [email, answered] of byCustomer(before)) missing.push(...(await missingAfterRestore(app, email, answered)));
    expect(missing).toEqual([]);

    const issued = stream.licenseFile;
    expect(issued).toBeDefined();
    expect(issued!.answeredAt).toBeLessThan(backupStartedAt);
    const { payload } = await verifyLicenseFile(issued!.file, await servedKeySet(app.apiUrl));
    expect(payload.fp).toBe(issued!.fingerprint);
    // The activation itself was a write before the backup: the computer is still known.
    const validated = await desktopApp(app.apiUrl)('validate', { licenseKey: issued!.licenseKey, fingerprint: issued!.fingerprint });
    expect({ status: validated.status, valid: validated.body.valid, code: validated.body.code }).toEqual({ status: 200, valid: true, code: 'VALID' });
  }, 175_000);
});
