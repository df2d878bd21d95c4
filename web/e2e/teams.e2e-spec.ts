import type { Locator, Page } from 'playwright-core';
import {
  answerPaypalApproval,
  dismissToasts,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  licenseItem,
  licensesRegion,
  pathFrom,
  screenshotAtBothWidths,
  submitLogin,
  usePaypalJourney,
  waitForDialogSettled,
  waitForMailTo,
  waitForText,
  waitForToast,
  waitForVisible,
} from './support';
import { LICENSE_KEY, PASSWORD, subscribeAsNewCustomer } from './support/billing-journeys';

/**
 * Issue 29 in the browser: an Enterprise owner invites a colleague from the Licenses tab; the
 * colleague opens the emailed link, creates an account there, verifies it and finds the
 * licence in their dashboard without its key; then the desktop app (its HTTP calls made here)
 * asks to sign in by code, the colleague approves it on /activate for that licence, and the
 * app's next poll gets its tokens. Every screen is looked at 1366 and 390 wide.
 */

/** The owner signs up with an address only, so the pages name them by it. */
const OWNER = { email: 'team.owner@example.com' };
const COLLEAGUE = { email: 'team.colleague@example.com', firstName: 'Sipho' };
const CLIENT_ID = 'pointforge-desktop';
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The Members section of a licence. */
function membersOf(license: Locator): Locator {
  return license.getByRole('region', { name: 'Members', exact: true });
}

/** A form-encoded call of the desktop app (RFC 8628 and RFC 6749 speak forms), with its status and JSON. */
async function desktopPost(baseUrl: string, path: string, form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The owner buys Enterprise (monthly) through the PayPal simulator: ends on /success, returning the key. */
async function buyEnterprise(journey: Parameters<typeof subscribeAsNewCustomer>[0]): Promise<string> {
  await subscribeAsNewCustomer(journey, OWNER.email, '/checkout/enterprise?billingType=monthly');
  await answerPaypalApproval(journey.page, journey.stack.baseUrl, 'Approve');
  return waitForText(journey.page.locator('.payment-card__key-value'), LICENSE_KEY);
}

/** The colleague creates an account from the invitation page and verifies it through the email; ends signed in on /dashboard. */
async function joinAsNewPerson(page: Page, journey: Parameters<typeof subscribeAsNewCustomer>[0], invitePath: string): Promise<void> {
  await page.goto(invitePath);
  const card = page.getByRole('region', { name: 'You are invited' });
  await waitForText(card, `${OWNER.email} invites you to use their Enterprise license of PointForge.`);
  await waitForText(card, COLLEAGUE.email);
  await screenshotAtBothWidths(page, 'teams-invitation-signed-out');
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: 'Create an account', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await waitForVisible(form);
  expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(COLLEAGUE.email);
  await form.getByLabel('First Name (optional)', { exact: true }).fill(COLLEAGUE.firstName);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('invited') === 'true');
  await waitForText(page.getByRole('status').filter({ hasText: 'You join the license' }), 'as soon as you verify your email address');
  await dismissToasts(page);
  await screenshotAtBothWidths(page, 'teams-registered-from-invitation');

  const verification = await waitForMailTo(journey.stack.mailbox, COLLEAGUE.email, 'Confirm your email address');
  await page.goto(pathFrom(verification, '/verify-email/'));
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('verified') === 'true', { timeout: 15_000 });
  await submitLogin(page, COLLEAGUE.email, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The desktop app's side: asks for a code, and polls for its tokens. */
function desktopApp(baseUrl: string) {
  let deviceCode = '';
  return {
    async start(): Promise<{ userCode: string; completeUri: string }> {
      const started = await desktopPost(baseUrl, '/api/v1/oauth/device_authorization', {
        client_id: CLIENT_ID,
        fingerprint: 'team-colleague-laptop-fingerprint-0001',
        device_name: 'FIELD-LAPTOP',
        platform: 'windows',
        app_version: '1.0.7',
      });
      expect(started.status).toBe(200);
      deviceCode = String(started.body.device_code);
      return { userCode: String(started.body.user_code), completeUri: String(started.body.verification_uri_complete) };
    },
    poll: () => desktopPost(baseUrl, '/api/v1/oauth/token', { grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: CLIENT_ID }),
  };
}

/** The licence's id, as the Members section's calls name it (read from the API the page uses). */
async function licenseIdOf(license: Locator): Promise<string> {
  const page = license.page();
  const answer = await page.request.get('/api/licenses/me', { headers: { Accept: 'application/json' } });
  const key = await license.locator('.license-key').textContent();
  const body = (await answer.json()) as { licenses: { id: string; licenseKey: string | null }[] };
  const found = body.licenses.find((row) => row.licenseKey === key);
  if (!found) throw new Error(`No licence ${key} in /api/licenses/me`);
  return found.id;
}

describe('teams: invite a colleague, who joins and signs the desktop app in by code', () => {
  const { journey } = usePaypalJourney('teams');

  it('owner invites, the colleague registers from the link, sees the shared licence and approves the desktop app on /activate', async () => {
    const owner = journey.page;
    await owner.setViewportSize({ width: 1366, height: 900 });
    const licenseKey = await buyEnterprise(journey);
    await dismissToasts(owner);

    // The owner's Licenses tab: the Members section with one seat taken, then the invitation.
    await owner.goto('/dashboard');
    const license = licenseItem(owner, licenseKey);
    const members = membersOf(license);
    await waitForText(members, 'Seats: 1 of 5');
    await waitForText(license, 'Your devices 0 of 2');
    const invite = members.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel('Email', { exact: true }).fill(COLLEAGUE.email);
    await invite.getByRole('button', { name: 'Send Invitation', exact: true }).click();
    await waitForToast(owner, 'Invitation sent');
    await waitForText(members, 'Seats: 2 of 5');
    await waitForText(members.getByRole('listitem').filter({ hasText: COLLEAGUE.email }), 'Expires');

    // Inviting the same address again is refused, and the form says why.
    await invite.getByLabel('Email', { exact: true }).fill(COLLEAGUE.email);
    await invite.getByRole('button', { name: 'Send Invitation', exact: true }).click();
    await waitForVisible(invite.getByRole('alert'));
    await dismissToasts(owner);
    await screenshotAtBothWidths(owner, 'teams-owner-members');
    await expectNoSeriousAxeViolations(owner);
    expectNoBrowserErrors(owner, { allowHttp: [{ status: 409, path: `/api/licenses/${await licenseIdOf(license)}/members`, method: 'POST' }] });

    // The colleague, on a phone, opens the link from the email.
    const invitation = await waitForMailTo(journey.stack.mailbox, COLLEAGUE.email);
    const colleague = await journey.reopenPage({ viewport: { width: 390, height: 844 }, touch: true });
    await joinAsNewPerson(colleague, journey, pathFrom(invitation, '/invite/'));

    // Their dashboard: the licence, shared by the owner, without its key; Leave instead.
    const shared = licensesRegion(colleague).getByRole('article', { name: /Enterprise license/ });
    await waitForText(shared, `Shared with you by ${OWNER.email}`);
    await waitForText(shared, 'Your devices 0 of 2');
    await waitForVisible(shared.getByRole('button', { name: 'Leave', exact: true }));
    expect(await shared.getByText(LICENSE_KEY).count()).toBe(0);
    expect(await shared.getByRole('button', { name: /Copy Key|Rotate Key/ }).count()).toBe(0);
    await dismissToasts(colleague);
    await screenshotAtBothWidths(colleague, 'teams-member-dashboard');
    await expectNoSeriousAxeViolations(colleague);
    // Leave asks first, saying what happens to their devices; Stay keeps the seat.
    await shared.getByRole('button', { name: 'Leave', exact: true }).click();
    const leave = colleague.getByRole('dialog', { name: 'Leave this license?' });
    await waitForDialogSettled(leave);
    await waitForText(leave, 'Your devices stop using this license at once');
    await leave.getByRole('button', { name: 'Stay', exact: true }).click();
    await leave.waitFor({ state: 'hidden' });

    // The app asks for a code; the colleague opens the complete verification link.
    const app = desktopApp(journey.stack.baseUrl);
    const { userCode, completeUri } = await app.start();
    expect((await app.poll()).body).toMatchObject({ error: 'authorization_pending' });
    const verification = new URL(completeUri);
    await colleague.goto(`${verification.pathname}${verification.search}`);
    const request = colleague.getByRole('region', { name: 'Connect PointForge Desktop' });
    await waitForText(request, /on FIELD-LAPTOP \(Windows, version 1\.0\.7\) asks to use your license\./);
    await waitForText(request, userCode);
    const choice = request.getByRole('radio', { name: `Enterprise · shared by ${OWNER.email} · 0 of 2 of your devices used` });
    await waitForVisible(choice);
    await choice.check();
    await screenshotAtBothWidths(colleague, 'teams-activate-request');
    await expectNoSeriousAxeViolations(colleague);
    await request.getByRole('button', { name: 'Approve', exact: true }).click();
    await waitForText(colleague.getByRole('region', { name: 'Device approved' }), 'Device approved. You can return to PointForge.');
    await screenshotAtBothWidths(colleague, 'teams-activate-approved');

    // The app's next poll gets its tokens.
    const issued = await app.poll();
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: expect.stringMatching(/^bearer$/i), access_token: expect.any(String), refresh_token: expect.any(String) });
    expectNoBrowserErrors(colleague);
  }, 180_000);
});
