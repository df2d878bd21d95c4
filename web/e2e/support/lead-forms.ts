import type { Locator, Route } from 'playwright-core';
import { BRAND } from '@pointforge/domain';
import type { JourneyStack } from './journey';
import { expectNoMailWithin, isMailReplyingTo, waitForMailReplyingTo } from './public-site';
import { eventually, waitForText, waitForVisible } from './wait';

/** Helpers of the landing page's lead forms journeys (web/e2e/leads.e2e-spec.ts). */

/** How long the honeypot checks wait for mail that must not come. */
const NO_MAIL_WINDOW_MS = 1_500;

type LeadTable = 'demo_requests' | 'contact_messages';

/** Each form's button (and what it says while sending), its fields' labels, the route it posts to, where it is stored and who is mailed. */
const LEAD_FORMS = {
  demo: {
    button: 'Request Demo',
    pending: 'Submitting...',
    fields: ['Full Name', 'Email', 'Company', 'Industry', /^Message/],
    path: '/api/demos/request',
    table: 'demo_requests',
    staff: BRAND.salesEmail,
  },
  contact: {
    button: 'Send Message',
    pending: 'Sending...',
    fields: ['Name', 'Email', 'Subject', 'Message'],
    path: '/api/contact',
    table: 'contact_messages',
    staff: BRAND.supportEmail,
  },
} as const;

type LeadFormKind = keyof typeof LEAD_FORMS;

/** The error texts a form shows now, in page order. */
export async function errorsIn(form: Locator): Promise<string[]> {
  return (await form.locator('p.form-field__error').allTextContents()).map((text) => text.trim());
}

/** The error text under one labelled field, or null. */
export async function errorOf(form: Locator, label: string): Promise<string | null> {
  const control = form.getByLabel(label, { exact: true });
  const describedBy = await control.getAttribute('aria-describedby');
  if (!describedBy) return null;
  return ((await form.locator(`[id="${describedBy}"]`).textContent()) ?? '').trim();
}

/** The landing page's demo request and contact forms, its notification area and the rows the forms store, in `journey`'s page and database. */
export function leadFormPage(journey: JourneyStack) {
  function demoForm(): Locator {
    return journey.page.locator('#demo form[aria-label="Demo request"]');
  }
  function contactForm(): Locator {
    return journey.page.locator('#contact form[aria-label="Contact us"]');
  }
  /** The toasts on show, in the notification area. */
  function toasts(): Locator {
    return journey.page.getByRole('region', { name: 'Notifications (F8)' }).locator('.toast');
  }
  async function expectToast(toast: { title: string; description: string }): Promise<void> {
    await waitForText(toasts().locator('.toast__title'), toast.title);
    await waitForText(toasts().locator('.toast__description'), toast.description);
  }
  async function openLanding(hash: string): Promise<void> {
    await journey.page.goto(`/${hash}`);
    // The session probe has answered: the page is hydrated and its forms are live.
    await journey.page.locator('header.site-header a[href="/login"]').waitFor({ state: 'attached' });
  }
  async function count(table: LeadTable): Promise<number> {
    const [row] = await journey.stack.db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(row?.n);
  }
  async function fillDemo(values: { fullName: string; email: string; company: string; industry: string; message?: string }): Promise<void> {
    const form = demoForm();
    await form.getByLabel('Full Name', { exact: true }).fill(values.fullName);
    await form.getByLabel('Email', { exact: true }).fill(values.email);
    await form.getByLabel('Company', { exact: true }).fill(values.company);
    await form.getByLabel('Industry', { exact: true }).selectOption(values.industry);
    if (values.message !== undefined) await form.getByLabel(/^Message/).fill(values.message);
  }
  async function fillContact(values: { name: string; email: string; subject: string; message: string }): Promise<void> {
    const form = contactForm();
    await form.getByLabel('Name', { exact: true }).fill(values.name);
    await form.getByLabel('Email', { exact: true }).fill(values.email);
    await form.getByLabel('Subject', { exact: true }).selectOption(values.subject);
    await form.getByLabel('Message', { exact: true }).fill(values.message);
  }

  return { demoForm, contactForm, toasts, expectToast, openLanding, count, fillDemo, fillContact };
}

/** What a submission of either lead form must do, checked in `journey`'s page, database and mailbox. */
export function leadSubmissions(journey: JourneyStack) {
  const { demoForm, contactForm, expectToast, count } = leadFormPage(journey);
  const formOf = (kind: LeadFormKind): Locator => (kind === 'demo' ? demoForm() : contactForm());

  /**
   * Holds the form's POST until `release()` is called, so the pending state ("Submitting...")
   * can be seen; the request then goes on to the real API unchanged.
   */
  async function holdRequests(path: string): Promise<{ release: () => void; held: Promise<void> }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    await journey.page.route(`**${path}`, async (route: Route) => {
      arrived();
      await released;
      await route.continue();
    });
    return { release, held };
  }

  /**
   * Submits the filled form with its POST held: while the request is on its way the button
   * says so and cannot be pressed again; let go, the API answers 201.
   */
  async function submitHeld(kind: LeadFormKind): Promise<void> {
    const { button, pending, path } = LEAD_FORMS[kind];
    const { release, held } = await holdRequests(path);
    await formOf(kind).getByRole('button', { name: button }).click();
    await held;
    const sending = formOf(kind).getByRole('button', { name: pending });
    await waitForVisible(sending);
    expect(await sending.isDisabled()).toBe(true);
    const answered = journey.page.waitForResponse((response) => response.url().endsWith(path));
    release();
    expect((await answered).status()).toBe(201);
  }

  /** After a submission went through: the form is empty again, back on submit-first checking, and its button is back. */
  async function expectCleared(kind: LeadFormKind): Promise<void> {
    const form = formOf(kind);
    await waitForVisible(form.getByRole('button', { name: LEAD_FORMS[kind].button }));
    await eventually(async () => {
      for (const label of LEAD_FORMS[kind].fields) expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    });
    expect(await errorsIn(form)).toEqual([]);
  }

  /**
   * Submits the form a bot filled (honeypot included, as `email`): the API answers 201 and
   * the page shows `toast` as for a visitor, but no row is kept and no mail is sent.
   */
  async function expectBotAnsweredButIgnored(kind: LeadFormKind, email: string, toast: { title: string; description: string }): Promise<void> {
    const { button, path, table, staff } = LEAD_FORMS[kind];
    const rowsBefore = await count(table);
    const mailBefore = journey.stack.mailbox.received.length;
    const answered = journey.page.waitForResponse((response) => response.url().endsWith(path));
    await formOf(kind).getByRole('button', { name: button }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ email, website: 'https://spam.example' });

    await expectToast(toast);
    await expectNoMailWithin(journey.stack.mailbox, (mail) => isMailReplyingTo(mail, staff, email), NO_MAIL_WINDOW_MS);
    expect(journey.stack.mailbox.received.length).toBe(mailBefore);
    expect(await count(table)).toBe(rowsBefore);
    expect(await journey.stack.db.query(`SELECT id FROM ${table} WHERE email = ?`, [email])).toEqual([]);
  }

  /** The email the worker sent about `email`'s submission: to the form's staff address alone, replying to the visitor, its subject and text holding `holds`. */
  async function expectMailToStaff(kind: LeadFormKind, email: string, holds: { subject: string; text: string }): Promise<void> {
    const { staff } = LEAD_FORMS[kind];
    const mail = await waitForMailReplyingTo(journey.stack.mailbox, staff, email);
    expect(mail.envelope.to).toEqual([staff]);
    expect(mail.parsed.subject).toContain(holds.subject);
    expect(mail.parsed.text).toContain(holds.text);
  }

  return { submitHeld, expectCleared, expectMailToStaff, expectBotAnsweredButIgnored };
}
