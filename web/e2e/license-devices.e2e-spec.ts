/// <reference lib="dom" />
// (The page.evaluate callbacks below run in the browser; the DOM types describe them.)
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import {
  callApi,
  dismissToasts,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  licenseItem,
  signUpAndLogIn,
  startTrialThroughApi,
  waitForDialogSettled,
  waitForText,
  waitForToast,
  waitForVisible,
  useJourneyStack,
} from './support';

const PASSWORD = 'devices-Journey-pass-4821';

function devicesOf(item: Locator): Locator {
  return item.getByRole('region', { name: /^Your devices \d+ of \d+$/ });
}

function releaseDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Release this device?' });
}

/** What the desktop app sends: its fingerprint (a hash of the OS machine id) and what it knows of the computer. */
async function activateOverTheApi(page: Page, licenseKey: string, fingerprint: string) {
  const activated = await callApi(page, 'POST', '/api/v1/licenses/activate', {
    licenseKey,
    fingerprint,
    name: 'LAPTOP-7',
    platform: 'windows',
    appVersion: '1.0.7',
  });
  expect(activated.status).toBe(200);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * The devices of a licence in the dashboard's Licenses tab (DECISIONS.md "Desktop licences"):
 * a computer activated through the desktop API shows under its licence with the seat count,
 * and Release frees the seat, after a confirmation, on a desktop and on a phone-sized screen.
 */
describe('dashboard Licenses tab: the devices of a licence', () => {
  const journey = useJourneyStack('license-devices');

  it('shows the device an app activated, and Release frees its seat: "Your devices 1 of 1" becomes "Your devices 0 of 1"', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUpAndLogIn(page, journey.stack.mailbox, { email: 'devices.journey@example.com', password: PASSWORD, firstName: 'Dev' });
    const license = await startTrialThroughApi(page);
    const fingerprint = randomBytes(32).toString('base64url');
    await activateOverTheApi(page, license.licenseKey, fingerprint);

    await page.reload();
    const devices = devicesOf(licenseItem(page, license.licenseKey));
    await waitForVisible(devices);
    await waitForText(devices, 'LAPTOP-7');
    await waitForText(devices, /Platform\s*Windows/);
    await waitForText(devices, /App version\s*1\.0\.7/);
    await waitForText(devices, /Activated\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await waitForText(devices, /Last seen\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expectNoSeriousAxeViolations(page);

    // A phone-sized screen holds the device and its button without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await waitForVisible(devices.getByRole('button', { name: 'Release LAPTOP-7', exact: true }));
    await expectNoHorizontalScroll(page);

    // Keep Device closes the question and releases nothing.
    await devices.getByRole('button', { name: 'Release LAPTOP-7', exact: true }).click();
    await waitForDialogSettled(releaseDialog(page));
    await waitForText(releaseDialog(page), 'LAPTOP-7 stops using this license');
    await expectNoSeriousAxeViolations(page);
    await releaseDialog(page).getByRole('button', { name: 'Keep Device', exact: true }).click();
    await releaseDialog(page).waitFor({ state: 'hidden' });
    await waitForVisible(devices.getByRole('heading', { name: 'Your devices 1 of 1' }));

    await devices.getByRole('button', { name: 'Release LAPTOP-7', exact: true }).click();
    await waitForDialogSettled(releaseDialog(page));
    await releaseDialog(page).getByRole('button', { name: 'Release Device', exact: true }).click();

    await waitForToast(page, 'Device released');
    await waitForVisible(devices.getByRole('heading', { name: 'Your devices 0 of 1' }));
    // The button pressed is gone: focus is on the count, not back at the top of the page.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your devices 0 of 1'));
    await waitForText(devices, 'No device uses this license yet.');
    expect(await devices.getByRole('button', { name: /^Release / }).count()).toBe(0);
    // The seat is free: the app on that computer is told so on its next check-in.
    const validated = await callApi(page, 'POST', '/api/v1/licenses/validate', { licenseKey: license.licenseKey, fingerprint });
    expect(validated.body).toMatchObject({ valid: false, code: 'NOT_ACTIVATED' });
    // And the count stays after a reload: it came from the server.
    await page.reload();
    await eventually(async () => expect(await devicesOf(licenseItem(page, license.licenseKey)).getByRole('heading').textContent()).toBe('Your devices 0 of 1'));
    await dismissToasts(page);
    expectNoBrowserErrors(page);
  });
});
