import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { deliver } from '@pointforge/infra';
import { Authenticator } from '@pointforge/infra/testing/totp-authenticator';
import { testRedisUrl } from '@pointforge/infra/testing/test-services';
import { REPO_ROOT } from '../../api/test/support/child-process';
import {
  callApi,
  dismissToasts,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  screenshotAtBothWidths,
  signUpAndLogIn,
  startTrialThroughApi,
  submitLogin,
  usePaypalJourney,
  waitForFieldError,
  waitForText,
  waitForToast,
  waitForVisible,
} from './support';

/**
 * The operator console in the built site served by the real API and worker: an admin (made
 * by `make admin`'s script) is told to turn on two-factor sign-in, does, signs in with a
 * code, lands on the Overview's counts, finds a demo request, moves it to contacted, and the
 * audit log shows the move in words (changes only, the reads behind its switch); then
 * finds a customer by email and sees their licence and the computer it was activated on,
 * refunds her subscription's payment in full (which cancels it at PayPal) and sees her dispute
 * in the drawer and in the Disputes tab.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 2 registrations, 1 trial, 1 demo request.
 */

const PASSWORD = 'correct horse battery staple';
const run = promisify(execFile);

async function logOut(page: Page, name: string): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name, exact: true }).click();
  await header.getByRole('button', { name: 'Log Out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('operator console: an admin with two-factor sign-in works a demo request and looks up a customer', () => {
  const { journey, simulator } = usePaypalJourney('admin-console');

  it('works end to end, keyboard- and screen-reader-friendly, and stays hidden from everyone else', async () => {
    const { page, stack } = journey;
    const email = 'nomsa.ops@example.com';
    const leadEmail = 'grace.lead@example.com';
    expect(
      (await callApi(page, 'POST', '/api/demos/request', { fullName: 'Grace Hopper', email: leadEmail, company: 'Harbour Surveys', industry: 'surveying' }))
        .status,
    ).toBe(201);

    // --- A customer with a trial licence activated on one computer (the desktop app's call).
    const customerEmail = 'ada.customer@example.com';
    await signUpAndLogIn(page, stack.mailbox, { email: customerEmail, password: PASSWORD, firstName: 'Ada' });
    const trial = await startTrialThroughApi(page);
    const activation = {
      licenseKey: trial.licenseKey,
      fingerprint: 'e2e-admin-fingerprint-0001',
      name: 'SURVEY-LAPTOP',
      platform: 'linux',
      appVersion: '1.0.7',
    };
    expect((await callApi(page, 'POST', '/api/v1/licenses/activate', activation)).status).toBe(200);
    // ...and a Standard monthly subscription, paid at PayPal and confirmed, whose payment she then disputes.
    const created = (await callApi(page, 'POST', '/api/subscriptions/create', { plan: 'standard', billingType: 'monthly' })).body as { subscriptionId: string };
    const paypalId = [...simulator.subscriptions.values()].find((subscription) => subscription.custom_id === created.subscriptionId)!.id;
    simulator.approve(paypalId);
    expect(
      (await callApi(page, 'POST', '/api/subscriptions/execute', { subscriptionId: paypalId, token: 'BA-x', plan: 'standard', billingType: 'monthly' })).status,
    ).toBe(200);
    const dispute = simulator.disputeLatestPayment(paypalId);
    expect(await deliver(dispute, `${stack.baseUrl}/api/webhooks/paypal`)).toBe(200);
    await logOut(page, 'Ada');

    // --- Anonymous: /admin is the site's 404 page.
    await page.goto('/admin');
    await waitForVisible(page.getByRole('heading', { name: 'Page Not Found', level: 1 }));

    // --- A customer has no link to the console; `make admin` makes them an admin.
    await signUpAndLogIn(page, stack.mailbox, { email, password: PASSWORD, firstName: 'Nomsa' });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Nomsa', exact: true }).click();
    await waitForVisible(header.getByRole('link', { name: 'Dashboard', exact: true }));
    expect(await header.getByRole('link', { name: 'Operator Console' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // With the deployment's settings, as an operator runs it: Redis tells the running API at once.
    const cliEnv = { PATH: process.env.PATH ?? '', DATABASE_URL: stack.db.url, REDIS_URL: testRedisUrl, REDIS_PREFIX: stack.redisPrefix };
    const made = await run(process.execPath, ['infra/dist/persistence/set-user-role.js', email], { cwd: REPO_ROOT, env: cliEnv });
    expect(made.stdout).toContain(`${email} is now admin`);

    // --- Without two-factor sign-in the console says how to get in.
    await page.goto('/admin');
    await waitForVisible(page.getByRole('heading', { name: 'Operator Console', level: 1 }));
    const notice = page.getByRole('alert').filter({ hasText: 'Two-Factor Sign-In Required' });
    await waitForText(notice, /Turn on two-factor sign-in in your profile to use the admin console\./);
    await waitForVisible(notice.getByRole('link', { name: 'Open My Profile' }));

    // --- Two-factor on (the Profile tab's calls), then a real sign-in with a code.
    const enrolment = (await callApi(page, 'POST', '/api/auth/two-factor/enrolment')).body as { secret: string };
    const authenticator = new Authenticator(enrolment.secret);
    expect((await callApi(page, 'POST', '/api/auth/two-factor/enrolment/confirm', { code: await authenticator.code(-1) })).status).toBe(200);
    // The session that enrolled gave no code when it signed in: the console still refuses it.
    await page.goto('/admin');
    const signInAgain = page.getByRole('alert').filter({ hasText: 'Sign In Again With a Code' });
    await waitForText(signInAgain, /Sign out and sign in again with a code from your authenticator app to use the admin console\./);
    await logOut(page, 'Nomsa');
    await page.goto('/login');
    await submitLogin(page, email, PASSWORD);
    const codeForm = page.getByRole('form', { name: 'Two-factor authentication' });
    await codeForm.getByLabel('Authentication code', { exact: true }).fill(await authenticator.code(0));
    await codeForm.getByRole('button', { name: 'Verify and Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await dismissToasts(page);

    // --- The header's menu leads an admin to the console.
    await header.getByRole('button', { name: 'Nomsa', exact: true }).click();
    await header.getByRole('link', { name: 'Operator Console', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // --- The Overview is the landing tab: counts now, one card each.
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    const overview = page.getByRole('region', { name: 'Overview' });
    const countCard = (title: string) => overview.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await waitForText(countCard('Customers'), /^Customers1(?!\d)/);
    await waitForText(countCard('New demo requests'), /^New demo requests1(?!\d)/);
    await waitForText(countCard('Open disputes'), /^Open disputes1(?!\d)/);
    await waitForText(countCard('Failed jobs'), /^Failed jobs0(?!\d)/);
    // Counted on this request (nothing was counted before it), and it says when.
    expect(await overview.getByText(/^Counted at .+; the counts are taken again at most every half minute\.$/).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);

    // --- Find the demo request by its email, open it, move it to contacted with a note.
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(leadEmail);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const table = page.getByRole('table', { name: 'Demo requests, newest first' });
    const row = table.getByRole('row', { name: /Grace Hopper/ });
    await waitForText(row, /Pending/);
    expect(await table.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Details of Grace Hopper' }).click();
    const drawer = page.getByRole('dialog', { name: 'Grace Hopper' });
    await waitForVisible(drawer);
    await expectNoSeriousAxeViolations(page);
    await drawer.getByRole('button', { name: 'Mark as Contacted', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as Contacted?' });
    await confirm.getByLabel('Note for the audit log').fill('Called; demo on Friday');
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await waitForToast(page, 'Status Updated', 'The demo request is now contacted.');
    await waitForText(drawer, /Contacted/);
    // The history is a timeline: who, when, from → to in words, and the note.
    const history = drawer.getByRole('list', { name: 'History' });
    await waitForText(history, new RegExp(`${email}.*Moved from\\s*Pending\\s*→?\\s*to\\s*Contacted\\s*Called; demo on Friday`));
    // A note without a move: Add Note, whose field says what it needs as soon as it is left empty.
    await drawer.getByRole('button', { name: 'Add Note', exact: true }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Add a note to the history?' });
    const addNote = noteDialog.getByRole('button', { name: 'Add Note', exact: true });
    await waitForText(noteDialog, 'Write a note of at most 1000 characters to add it.');
    expect(await addNote.isDisabled()).toBe(true);
    const noteField = noteDialog.getByLabel('Note', { exact: true });
    await noteField.focus();
    await noteField.blur();
    await waitForFieldError(noteField, 'Write a note, at most 1000 characters.');
    await noteField.fill('Sent the brochure');
    await eventually(async () => expect(await noteDialog.locator('.form-field__error').count()).toBe(0));
    await addNote.click();
    await waitForToast(page, 'Note Added', 'Note added to the history.');
    await waitForText(history.getByRole('listitem').first(), /Note\s*Sent the brochure/);
    await waitForText(drawer, /This status is final\.|Mark as Qualified/);
    await page.keyboard.press('Escape');
    await waitForText(row, /Contacted/);

    // --- The audit log shows the move in words, with who made it; by default the changes only, the reads behind the switch.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log, newest first' });
    const move = audit.getByRole('row').filter({ hasText: 'Demo request moved' });
    await waitForVisible(move);
    await waitForText(move, new RegExp(`${email}.*status: pending → contacted.*note: Called; demo on Friday`));
    const reads = audit.getByRole('row').filter({ hasText: 'Opened a console page' });
    expect(await reads.count()).toBe(0);
    await page.getByRole('switch', { name: 'Show reads too' }).click();
    await waitForVisible(reads.first());
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Demo request moved' });
    await eventually(async () => expect(await audit.getByRole('row').count()).toBe(2));
    await waitForVisible(move);
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Any action' });
    await page.getByRole('switch', { name: 'Show reads too' }).click();
    await expectNoSeriousAxeViolations(page);

    // --- Customers: filtered by plan and two-factor sign-in; then Ada found by her email, her licence and the computer it runs on.
    await page.getByRole('tab', { name: 'Customers' }).click();
    const customers = page.getByRole('region', { name: 'Customers' });
    const customerRows = page.getByRole('table', { name: 'Customers, newest first' }).getByRole('row');
    await customers.getByLabel('Plan', { exact: true }).selectOption({ label: 'Standard' });
    await eventually(async () => expect(await customerRows.allInnerTexts()).toEqual([expect.any(String), expect.stringContaining(customerEmail)]));
    await customers.getByLabel('Two-factor sign-in', { exact: true }).selectOption({ label: 'On' });
    await waitForText(customers, 'No customers match these filters.');
    await customers.getByLabel('Plan', { exact: true }).selectOption({ label: 'Any plan' });
    await eventually(async () => expect(await customerRows.allInnerTexts()).toEqual([expect.any(String), expect.stringContaining(email)]));
    await customers.getByLabel('Two-factor sign-in', { exact: true }).selectOption({ label: 'Either' });
    await customers.getByRole('searchbox', { name: 'Search' }).fill(customerEmail);
    await customers.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const customerTable = page.getByRole('table', { name: 'Customers, newest first' });
    await waitForVisible(customerTable.getByRole('row', { name: new RegExp(customerEmail) }));
    // The unfiltered page stays on screen until the search's answer replaces it.
    await eventually(async () => expect(await customerTable.getByRole('row').count()).toBe(2));
    await customerTable.getByRole('button', { name: 'Details of Ada' }).click();
    const customerDrawer = page.getByRole('dialog', { name: 'Ada' });
    await waitForVisible(customerDrawer);
    const licence = customerDrawer.getByRole('region', { name: `License ${trial.licenseKey}` });
    await waitForText(licence, /Active/);
    await waitForText(licence, /1 of 1/);
    const device = licence.getByRole('row', { name: /SURVEY-LAPTOP/ });
    await waitForText(device, /linux/);
    await waitForText(device, /1\.0\.7/);
    await waitForVisible(device.getByRole('button', { name: 'Release SURVEY-LAPTOP' }));
    await waitForText(customerDrawer.getByRole('table', { name: 'Recent emails' }), /Verify email address/);
    const disputeId = dispute.event.resource.dispute_id as string;
    await waitForText(customerDrawer.getByRole('table', { name: 'Disputes' }).getByRole('row', { name: new RegExp(disputeId) }), /Open/);

    // --- Extend says what it waits for, and each field's error shows under it once left.
    await licence.getByRole('button', { name: 'Extend', exact: true }).click();
    const extend = page.getByRole('dialog', { name: `Extend ${trial.licenseKey}?` });
    await waitForText(extend, 'To extend, enter a whole number of days from 1 to 3660 and a reason.');
    expect(await extend.getByRole('button', { name: 'Extend', exact: true }).getAttribute('aria-describedby')).toBeTruthy();
    const days = extend.getByLabel('Days to add', { exact: true });
    await days.fill('0');
    await days.blur();
    await waitForFieldError(days, 'Give a whole number of days from 1 to 3660.');
    await expectNoSeriousAxeViolations(page);
    await extend.getByRole('button', { name: 'Cancel', exact: true }).click();

    // --- Refund her payment in full: the payment for the current period, so the subscription ends.
    const subscriptionRow = customerDrawer.getByRole('table', { name: 'Subscriptions' }).getByRole('row', { name: /Standard \(Monthly\)/ });
    await subscriptionRow.getByRole('button', { name: 'Payments', exact: true }).click();
    const payments = customerDrawer.getByRole('table', { name: 'Payments of the Standard subscription' });
    await waitForText(payments, /Current period/);
    await payments.getByRole('button', { name: /^Refund the \$75\.00 payment of / }).click();
    const refund = page.getByRole('dialog', { name: /^Refund the \$75\.00 payment of / });
    await waitForText(refund, /also cancels the subscription at PayPal and ends the license now/);
    const refundButton = refund.getByRole('button', { name: 'Refund', exact: true });
    expect(await refundButton.isDisabled()).toBe(true);
    await refund.getByLabel('Reason (kept in the audit log)').fill('Bought by mistake');
    await expectNoSeriousAxeViolations(page);
    await refundButton.click();
    await waitForToast(page, 'Done', 'Refunded $75.00. The subscription is cancelled and its license has ended.');
    await waitForText(payments, /Refunded/);
    await waitForText(subscriptionRow, /Cancelled/);
    expect(simulator.subscriptions.get(paypalId)?.status).toBe('CANCELLED');
    await page.keyboard.press('Escape');

    // --- The Disputes tab lists the dispute with its status and customer.
    await page.getByRole('tab', { name: 'Disputes' }).click();
    const disputes = page.getByRole('table', { name: 'Disputes, newest first' });
    await waitForText(disputes.getByRole('row', { name: new RegExp(disputeId) }), new RegExp(`Open.*${customerEmail}`));
    await expectNoSeriousAxeViolations(page);

    // --- Every tab fits a phone as well as a laptop: the page no wider than the screen (tables stack, tabs wrap).
    for (const tab of ['Overview', 'Revenue', 'Leads', 'Customers', 'Disputes', 'Documents', 'Releases', 'Queues', 'Audit Log']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
      await screenshotAtBothWidths(page, `admin-${tab}`);
    }
    expectNoBrowserErrors(page, { allowHttp: [{ status: 403, path: '/api/admin/overview', method: 'GET' }] });
  }, 90_000);
});
