import type { Locator, Route } from 'playwright-core';
import type { JourneyStack } from './journey';
import { waitForText } from './wait';

/** Helpers of the landing page's lead forms journeys (web/e2e/leads.e2e-spec.ts). */

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
  async function count(table: 'demo_requests' | 'contact_messages'): Promise<number> {
    const [row] = await journey.stack.db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(row?.n);
  }
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

  return { demoForm, contactForm, toasts, expectToast, openLanding, count, holdRequests, fillDemo, fillContact };
}
