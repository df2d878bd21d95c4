import type { Response } from 'supertest';
import type { PaypalSimulator } from '@pointforge/infra';
import { Browser, newClientIp } from './browser';
import { desktopApp, aFingerprint } from './desktop-app';
import { SUBJECTS, tokenFromLink, type Mailbox } from './mailbox';
import { TEST_PASSWORD } from './signed-in-users';
import { TEST_SITE_ORIGIN } from './test-config';

/** A write the API answered, and when: what a restore to a backup started later must keep. */
export type AnsweredWrite =
  | { kind: 'registration' | 'verification'; email: string; answeredAt: number }
  | { kind: 'trial'; email: string; licenseKey: string; answeredAt: number }
  | { kind: 'payment'; email: string; subscriptionId: string; licenseKey: string; answeredAt: number };

/** A licence file the API issued to a desktop app, kept to check it still verifies after the restore. */
export interface IssuedLicenseFile {
  licenseKey: string;
  fingerprint: string;
  file: string;
  /** When the activation was answered (Date.now()). */
  answeredAt: number;
}

/** The mail every kind of write sends its customer (the subject, or a part of it). */
export const MAIL_OF: Record<AnsweredWrite['kind'], string | null> = {
  registration: SUBJECTS.verifyEmail,
  verification: null,
  trial: 'trial license key',
  payment: 'Standard license key',
};

const PAUSE_BETWEEN_CUSTOMERS_MS = 150;

/**
 * A steady stream of customers as visitors make them, each on its own address: register,
 * follow the emailed link, log in, start a trial, and (every other one) check out at the
 * PayPal simulator and pay. Every answered write is recorded with the time it was answered.
 * `lanes` customers are under way at once; the stream stops itself when told or at `endAt`
 * (a ceiling, so a stuck test cannot stream forever).
 */
export class DrillStream {
  readonly writes: AnsweredWrite[] = [];
  licenseFile: IssuedLicenseFile | undefined;
  private stopped = false;
  private customers = 0;
  private readonly lanes: Array<Promise<void>> = [];
  private readonly failures: string[] = [];

  constructor(
    private readonly apiUrl: string,
    private readonly mailbox: Mailbox,
    private readonly simulator: PaypalSimulator,
    private readonly label: string,
  ) {}

  start(lanes: number, endAt: number): void {
    for (let lane = 0; lane < lanes; lane += 1) this.lanes.push(this.runLane(endAt));
  }

  /**
   * Resolves once a write answered after `time` is recorded: on a loaded machine a backup can
   * outlast any fixed stream length, and the drill needs writes on both sides of it.
   */
  async writtenAfter(time: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.writes.some((write) => write.answeredAt > time)) {
      if (this.failures.length > 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops taking new customers and waits for those under way; throws what went wrong in any. */
  async stop(): Promise<AnsweredWrite[]> {
    this.stopped = true;
    await Promise.all(this.lanes);
    if (this.failures.length > 0) throw new Error(`The stream failed:\n${this.failures.join('\n')}`);
    return this.writes;
  }

  private async runLane(endAt: number): Promise<void> {
    while (!this.stopped && Date.now() < endAt) {
      this.customers += 1;
      try {
        await this.customer(this.customers);
      } catch (error) {
        this.failures.push(error instanceof Error ? error.message : String(error));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_CUSTOMERS_MS));
    }
  }

  /** One registration outside the lanes (recorded as theirs are); its customer goes no further. */
  async register(tag: string): Promise<{ email: string; browser: Browser }> {
    const email = `${this.label}.${tag}@example.com`;
    const browser = new Browser(this.apiUrl, newClientIp());
    await this.write(browser.post('/api/auth/register', { email, password: TEST_PASSWORD }), 201, () => ({ kind: 'registration', email }));
    return { email, browser };
  }

  private async customer(n: number): Promise<void> {
    const { email, browser } = await this.register(`customer.${n}`);
    // Long enough for a queue held up around the backup (Redis stopped for it) to catch up.
    const link = await this.mailbox.waitForMessage(email, SUBJECTS.verifyEmail, 1, 60_000);
    const token = tokenFromLink(link, TEST_SITE_ORIGIN, 'verify-email');
    await this.write(browser.post(`/api/auth/verify-email/${token}`), 200, () => ({ kind: 'verification', email }));
    await expectAnswer(browser.post('/api/auth/login', { email, password: TEST_PASSWORD }), 200);
    const trial = await this.write(browser.post('/api/licenses/trial'), 201, (answer) => ({
      kind: 'trial',
      email,
      licenseKey: answer.body.license.licenseKey,
    }));
    if (n === 1) await this.activate(trial.body.license.licenseKey as string);
    if (n % 2 === 0) await this.pay(browser, email);
  }

  /** The desktop app on one computer activating the first trial: its licence file is kept. */
  private async activate(licenseKey: string): Promise<void> {
    const fingerprint = aFingerprint();
    const activated = await expectAnswer(desktopApp(this.apiUrl)('activate', { licenseKey, fingerprint }), 200);
    this.licenseFile = { licenseKey, fingerprint, file: activated.body.licenseFile as string, answeredAt: Date.now() };
  }

  /** Checkout at the simulator: the subscription created, approved at PayPal (first payment taken), confirmed. */
  private async pay(browser: Browser, email: string): Promise<void> {
    const created = await expectAnswer(browser.post('/api/subscriptions/create', { plan: 'standard', billingType: 'annual' }), 201);
    const subscriptionId = created.body.subscriptionId as string;
    const paypalId = [...this.simulator.subscriptions.values()].find((s) => s.custom_id === subscriptionId)?.id as string;
    this.simulator.approve(paypalId);
    const execute = browser.post('/api/subscriptions/execute', { subscriptionId: paypalId, token: 'BA-x', plan: 'standard', billingType: 'annual' });
    await this.write(execute, 200, (answer) => ({ kind: 'payment', email, subscriptionId, licenseKey: answer.body.license.licenseKey }));
  }

  /** Sends a write and records it, with the moment its answer came, once it answered `status`. */
  private async write(
    pending: Promise<Response>,
    status: number,
    written: (answer: Response) => DistributiveOmit<AnsweredWrite, 'answeredAt'>,
  ): Promise<Response> {
    const answer = await expectAnswer(pending, status);
    this.writes.push({ ...written(answer), answeredAt: Date.now() } as AnsweredWrite);
    return answer;
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

async function expectAnswer(pending: Promise<Response>, status: number): Promise<Response> {
  const answer = await pending;
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${answer.text}`);
  return answer;
}
