/// <reference lib="dom" />
// (The page.evaluate callbacks below run in the browser; the DOM types describe them.)
import { BRAND, CONTACT_MESSAGE_RULES, DEMO_REQUEST_RULES } from '@pointforge/domain';
import { errorOf, errorsIn, eventually, expectNoBrowserErrors, leadFormPage, leadSubmissions, waitForMailReplyingTo, useJourneyStack } from './support';

/**
 * The landing page's lead forms (SITE-SPEC sections 2, 5 and 8): validation on submit and
 * then on change, the success toast, the stored row and the email the worker sends; the
 * honeypot; and the notification area (one toast at a time, Escape dismisses).
 *
 * The API allows 5 demo requests and 5 contact messages an hour per IP address, and every
 * submission that reaches it counts (bots included): this file sends 3 of each.
 */

/** SITE-SPEC section 5, word for word. */
const DEMO_ERRORS = {
  fullName: 'Full name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  company: 'Company name must be at least 2 characters.',
  industry: 'Please select an industry.',
};
const CONTACT_ERRORS = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  subject: 'Please select a subject.',
  message: 'Message must be at least 10 characters.',
};
/** SITE-SPEC section 8. */
const DEMO_TOAST = { title: 'Demo Request Received', description: "We'll be in touch with you shortly to schedule your demo." };
const CONTACT_TOAST = { title: 'Message Sent', description: "Thank you for your message. We'll be in touch shortly." };

/** The domain's message for each field `shown` names, to set beside what the page shows. */
function domainMessages(rules: Record<string, object>, shown: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(shown).map((field) => [field, (rules[field] as { message?: string } | undefined)?.message]));
}

describe('lead forms: demo request and contact message', () => {
  const journey = useJourneyStack('leads');

  it('keeps the form rules in step with the domain (the same messages the API sends)', () => {
    expect(domainMessages(DEMO_REQUEST_RULES, DEMO_ERRORS)).toEqual(DEMO_ERRORS);
    expect(domainMessages(CONTACT_MESSAGE_RULES, CONTACT_ERRORS)).toEqual(CONTACT_ERRORS);
  });

  const { demoForm, contactForm, toasts, expectToast, openLanding, count, fillDemo, fillContact } = leadFormPage(journey);
  const { submitHeld, expectCleared, expectMailToStaff, expectBotAnsweredButIgnored } = leadSubmissions(journey);

  describe('demo request form', () => {
    it('checks nothing before the first submit, every field on submit, then each field as it changes', async () => {
      await openLanding('#demo');
      const form = demoForm();
      const submit = form.getByRole('button', { name: 'Request Demo' });

      // Typing before any submit shows no message, even for a bad value.
      await form.getByLabel('Email', { exact: true }).fill('not-an-email');
      expect(await errorsIn(form)).toEqual([]);
      await form.getByLabel('Email', { exact: true }).fill('');

      // An empty submit: every rule of SITE-SPEC section 5, under its field.
      const before = await count('demo_requests');
      await submit.click();
      await eventually(async () => expect(await errorsIn(form)).toHaveLength(4));
      expect(await errorOf(form, 'Full Name')).toBe(DEMO_ERRORS.fullName);
      expect(await errorOf(form, 'Email')).toBe(DEMO_ERRORS.email);
      expect(await errorOf(form, 'Company')).toBe(DEMO_ERRORS.company);
      expect(await errorOf(form, 'Industry')).toBe(DEMO_ERRORS.industry);
      expect(await form.getByLabel('Full Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      // The first invalid field takes the focus.
      await eventually(async () =>
        expect(await form.getByLabel('Full Name', { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true),
      );

      // From now on each change re-checks: fixing a field clears its message as you type.
      await form.getByLabel('Full Name', { exact: true }).pressSequentially('Jo');
      await eventually(async () => expect(await errorOf(form, 'Full Name')).toBeNull());
      expect(await form.getByLabel('Full Name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await errorsIn(form)).toEqual([DEMO_ERRORS.email, DEMO_ERRORS.company, DEMO_ERRORS.industry]);

      // A bad email keeps (only) the email message; a good one clears it.
      await form.getByLabel('Email', { exact: true }).pressSequentially('jo@nowhere');
      await form.getByLabel('Company', { exact: true }).fill('Acme Mining');
      await form.getByLabel('Industry', { exact: true }).selectOption('mining');
      await eventually(async () => expect(await errorsIn(form)).toEqual([DEMO_ERRORS.email]));
      await form.getByLabel('Email', { exact: true }).fill('jo@nowhere.example');
      await eventually(async () => expect(await errorsIn(form)).toEqual([]));

      // And breaking a field again brings its message back at once.
      await form.getByLabel('Company', { exact: true }).fill('A');
      await eventually(async () => expect(await errorOf(form, 'Company')).toBe(DEMO_ERRORS.company));

      // Nothing reached the API.
      expect(await count('demo_requests')).toBe(before);
      expectNoBrowserErrors(journey.page);
    });

    it('shows only the email message when every other field is right', async () => {
      await openLanding('#demo');
      const form = demoForm();
      const before = await count('demo_requests');
      await fillDemo({ fullName: 'Ada Bad-Email', email: 'ada.example.com', company: 'Surveys Ltd', industry: 'surveying' });
      await form.getByRole('button', { name: 'Request Demo' }).click();
      await eventually(async () => expect(await errorsIn(form)).toEqual([DEMO_ERRORS.email]));
      expect(await errorOf(form, 'Email')).toBe(DEMO_ERRORS.email);
      expect(await count('demo_requests')).toBe(before);
      expectNoBrowserErrors(journey.page);
    });

    it('sends a good request: Submitting..., the toast, an empty form, a pending row and an email to sales replying to the visitor', async () => {
      await openLanding('#demo');
      const email = 'grace.demo@example.com';
      await fillDemo({
        fullName: 'Grace Hopper',
        email,
        company: 'Hopper Earthworks',
        industry: 'civil',
        message: 'We survey road cuttings weekly and want to compare surfaces.',
      });

      await submitHeld('demo');

      await expectToast(DEMO_TOAST);
      expect(await toasts().getAttribute('role')).toBe('status');
      await expectCleared('demo');

      const rows = await journey.stack.db.query<Record<string, unknown>>(
        'SELECT full_name, email, company, industry, message, status FROM demo_requests WHERE email = ?',
        [email],
      );
      expect(rows).toEqual([
        {
          full_name: 'Grace Hopper',
          email,
          company: 'Hopper Earthworks',
          industry: 'civil',
          message: 'We survey road cuttings weekly and want to compare surfaces.',
          status: 'pending',
        },
      ]);

      await expectMailToStaff('demo', email, { subject: 'Grace Hopper', text: 'Hopper Earthworks' });
      expectNoBrowserErrors(journey.page);
    });

    it('answers a bot that filled the honeypot like a visitor, but keeps and sends nothing', async () => {
      await openLanding('#demo');
      const form = demoForm();
      const email = 'bot.demo@example.com';

      // The trap is out of sight and out of the tab order; a bot fills it anyway.
      const honeypot = form.locator('input[name="website"]');
      expect(
        await honeypot.evaluate((input: HTMLInputElement) => {
          const frame = input.closest<HTMLElement>('[aria-hidden="true"]');
          const box = frame?.getBoundingClientRect();
          return {
            hiddenFromAssistiveTech: frame !== null,
            clippedToOnePixel: box !== undefined && box.width <= 1 && box.height <= 1 && getComputedStyle(frame!).overflow === 'hidden',
            tabIndex: input.tabIndex,
          };
        }),
      ).toEqual({ hiddenFromAssistiveTech: true, clippedToOnePixel: true, tabIndex: -1 });
      await fillDemo({ fullName: 'Robo Tron', email, company: 'Spam Corp', industry: 'other' });
      await honeypot.fill('https://spam.example', { force: true });

      await expectBotAnsweredButIgnored('demo', email, DEMO_TOAST);
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('contact form', () => {
    it('checks every field on submit, then each field as it changes', async () => {
      await openLanding('#contact');
      const form = contactForm();
      expect(await form.getByLabel('Message', { exact: true }).getAttribute('rows')).toBe('5');
      const before = await count('contact_messages');

      await form.getByRole('button', { name: 'Send Message' }).click();
      await eventually(async () => expect(await errorsIn(form)).toHaveLength(4));
      expect(await errorOf(form, 'Name')).toBe(CONTACT_ERRORS.name);
      expect(await errorOf(form, 'Email')).toBe(CONTACT_ERRORS.email);
      expect(await errorOf(form, 'Subject')).toBe(CONTACT_ERRORS.subject);
      expect(await errorOf(form, 'Message')).toBe(CONTACT_ERRORS.message);

      // Fixing fields clears their messages as you type; a short message keeps its own.
      await form.getByLabel('Name', { exact: true }).pressSequentially('Li');
      await eventually(async () => expect(await errorOf(form, 'Name')).toBeNull());
      await form.getByLabel('Subject', { exact: true }).selectOption('support');
      await eventually(async () => expect(await errorOf(form, 'Subject')).toBeNull());
      await form.getByLabel('Message', { exact: true }).pressSequentially('Too short');
      await form.getByLabel('Email', { exact: true }).pressSequentially('li@');
      await eventually(async () => expect(await errorsIn(form)).toEqual([CONTACT_ERRORS.email, CONTACT_ERRORS.message]));
      await form.getByLabel('Message', { exact: true }).pressSequentially('!');
      await eventually(async () => expect(await errorOf(form, 'Message')).toBeNull());
      await form.getByLabel('Email', { exact: true }).pressSequentially('example.com');
      await eventually(async () => expect(await errorsIn(form)).toEqual([]));
      expect(await count('contact_messages')).toBe(before);
      expectNoBrowserErrors(journey.page);
    });

    it('sends a good message: Sending..., the toast, an empty form, an unread row and an email to support replying to the visitor', async () => {
      await openLanding('#contact');
      const email = 'linus.contact@example.com';
      await fillContact({ name: 'Linus Surveyor', email, subject: 'billing', message: 'Can we move to annual billing mid-term?' });

      await submitHeld('contact');

      await expectToast(CONTACT_TOAST);
      await expectCleared('contact');

      const rows = await journey.stack.db.query<Record<string, unknown>>('SELECT name, email, subject, message, status FROM contact_messages WHERE email = ?', [
        email,
      ]);
      expect(rows).toEqual([{ name: 'Linus Surveyor', email, subject: 'billing', message: 'Can we move to annual billing mid-term?', status: 'unread' }]);

      await expectMailToStaff('contact', email, { subject: 'Linus Surveyor', text: 'Can we move to annual billing mid-term?' });
      expectNoBrowserErrors(journey.page);
    });

    it('answers a bot that filled the honeypot like a visitor, but keeps and sends nothing', async () => {
      await openLanding('#contact');
      const email = 'bot.contact@example.com';

      await fillContact({ name: 'Robo Tron', email, subject: 'other', message: 'Buy cheap followers now, best prices!' });
      // As a script would: set the value and tell React (no focus, no keyboard).
      await contactForm()
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => {
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setValue.call(input, 'https://spam.example');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        });

      await expectBotAnsweredButIgnored('contact', email, CONTACT_TOAST);
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('notifications', () => {
    it('shows one toast at a time (a second replaces the first); Escape dismisses it and F8 focuses the area', async () => {
      await openLanding('#demo');
      // Both forms ready first, so the second toast follows the first within moments.
      await fillContact({ name: 'Toast Tester', email: 'toast.contact@example.com', subject: 'sales', message: 'Two notifications, one after the other.' });
      await fillDemo({ fullName: 'Toast Tester', email: 'toast.demo@example.com', company: 'Toast Mining', industry: 'mining' });

      await demoForm().getByRole('button', { name: 'Request Demo' }).click();
      await expectToast(DEMO_TOAST);
      expect(await toasts().count()).toBe(1);

      await contactForm().getByRole('button', { name: 'Send Message' }).click();
      await expectToast(CONTACT_TOAST);
      // The demo toast was replaced, not stacked: one toast, the newest.
      expect(await toasts().count()).toBe(1);
      expect(((await toasts().locator('.toast__title').textContent()) ?? '').trim()).toBe(CONTACT_TOAST.title);
      expect(await journey.page.getByText(DEMO_TOAST.title, { exact: true }).count()).toBe(0);

      // Escape dismisses it wherever focus is: after the submit it is not in the toast.
      expect(await journey.page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null)).toBe(false);
      await journey.page.keyboard.press('Escape');
      await eventually(async () => expect(await toasts().count()).toBe(0));

      // F8 moves focus to the notification area from anywhere.
      await journey.page.keyboard.press('F8');
      await eventually(async () =>
        expect(await journey.page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null)).toBe(true),
      );

      // Both were real submissions.
      await waitForMailReplyingTo(journey.stack.mailbox, BRAND.salesEmail, 'toast.demo@example.com');
      await waitForMailReplyingTo(journey.stack.mailbox, BRAND.supportEmail, 'toast.contact@example.com');
      expectNoBrowserErrors(journey.page);
    });
  });
});
