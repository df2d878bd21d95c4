import type { App } from 'supertest/types';
import { Browser, newClientIp } from './browser';
import type { Mailbox } from './mailbox';
import { SUBJECTS, tokenFromLink } from './mailbox';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedInUser {
  email: string;
  userId: string;
  /** Holds the session cookie; comes from its own address. */
  browser: Browser;
}

/**
 * Users made the way a visitor makes them: register through the API, follow the emailed
 * verification link, log in. Each gets an address and a client IP no other test uses.
 */
export class SignedInUsers {
  private count = 0;

  constructor(
    private readonly http: App,
    readonly mailbox: Mailbox,
    private readonly origin: string,
    private readonly label: string,
  ) {}

  newEmail(tag: string): string {
    this.count += 1;
    return `${this.label}.${tag}.${this.count}@example.com`;
  }

  async create(tag: string, profile: object = {}): Promise<SignedInUser> {
    return this.createAs(this.newEmail(tag), profile);
  }

  /** A user with this very address (one registered before and since deleted, say). */
  async createAs(email: string, profile: object = {}): Promise<SignedInUser> {
    const browser = new Browser(this.http, newClientIp());
    const earlierMails = (await this.mailbox.messages(email, SUBJECTS.verifyEmail)).length;
    await expectStatus(browser.post('/api/auth/register', { email, password: TEST_PASSWORD, ...profile }), 201);
    const mail = await this.mailbox.waitForMessage(email, SUBJECTS.verifyEmail, earlierMails + 1);
    await expectStatus(browser.post(`/api/auth/verify-email/${tokenFromLink(mail, this.origin, 'verify-email')}`), 200);
    await expectStatus(browser.post('/api/auth/login', { email, password: TEST_PASSWORD }), 200);
    const me = await browser.get('/api/auth/me');
    return { email, userId: me.body.user.id as string, browser };
  }
}

async function expectStatus(pending: Promise<{ status: number; text: string }>, status: number): Promise<void> {
  const response = await pending;
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${response.text}`);
}
