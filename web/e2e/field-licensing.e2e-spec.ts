import { createHash, randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { generateDeviceKey, offlineDeactivationCode, writeActivationRequest } from '../../licence-client/src/offline-activation';
import {
  callApi,
  confirmDownload,
  dismissToasts,
  downloadFrom,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  installerRegion,
  licenseItem,
  openDownloadDialog,
  screenshotAtBothWidths,
  signUpAndLogIn,
  startTrialThroughApi,
  testModeChallenge,
  useJourneyStack,
  withOwnDownloadsDir,
  waitForDialogSettled,
  waitForText,
  waitForToast,
  waitForVisible,
} from './support';
import { signInAsOperator } from './support/admin';
import type { E2EStack } from './support/stack';

/**
 * Issue 30 in the browser: an operator publishes Windows 1.1.0 in the console; a customer's
 * dashboard offers it with its checksums and marks their computer on 1.0.7; the customer
 * activates a computer without internet from the request file the reference client writes,
 * takes the licence file back, and frees the computer again with the code the client derives
 * from that file. Every screen is looked at 1366 and 390 wide, the console clean throughout.
 */

const PASSWORD = 'field-Licensing-pass-3917';
const OPERATOR = { email: 'field.operator@example.com', password: PASSWORD, firstName: 'Nomsa' };
const CUSTOMER = { email: 'field.customer@example.com', password: PASSWORD, firstName: 'Pieter' };
const OFFLINE_CUSTOMER = { email: 'field.offline@example.com', password: PASSWORD, firstName: 'Lindiwe' };
/** The artifact the operator uploads: bytes of its own, so its checksums are this test's. */
const ARTIFACT = { name: 'PointForge-Setup-1.1.0.exe', mimeType: 'application/octet-stream', buffer: randomBytes(96 * 1024) };
const SHA256 = createHash('sha256').update(ARTIFACT.buffer).digest('hex');
const SHA512 = createHash('sha512').update(ARTIFACT.buffer).digest('hex');

function devicesOf(license: Locator): Locator {
  return license.getByRole('region', { name: /^Your devices \d+ of \d+$/ });
}

/** A closed panel under the devices, opened. */
async function openPanel(license: Locator, summary: string): Promise<Locator> {
  const panel = license.locator('details', { has: license.page().getByText(summary, { exact: true }) });
  await panel.locator('summary').click();
  await waitForVisible(panel.locator('form'));
  return panel;
}

/** The device key of the computer without internet: its private half never leaves it. */
const FIELD_PC_KEY = generateDeviceKey();

/** The request file a computer without internet writes, as the browser's file picker hands it over. */
function requestFile(licenseKey: string, fingerprint: string) {
  const text = writeActivationRequest({ licenseKey, fingerprint, name: 'FIELD-PC', platform: 'windows', appVersion: '1.1.0', devicePublicKey: FIELD_PC_KEY.x });
  return { name: 'PointForge-activation-request.txt', mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/**
 * A customer with a trial and a computer the app activated online on 1.0.7 ("LAPTOP-7", the
 * trial's one device): ends on the dashboard. Returns the licence key.
 */
async function customerWithLaptop(page: Page, mailbox: E2EStack['mailbox'], account: typeof CUSTOMER): Promise<string> {
  await signUpAndLogIn(page, mailbox, account);
  const { licenseKey } = await startTrialThroughApi(page);
  const online = await callApi(page, 'POST', '/api/v1/licenses/activate', {
    licenseKey,
    fingerprint: randomBytes(32).toString('base64url'),
    name: 'LAPTOP-7',
    platform: 'windows',
    appVersion: '1.0.7',
  });
  expect(online.status).toBe(200);
  await page.goto('/dashboard');
  return licenseKey;
}

/** The operator publishes Windows 1.1.0 on the stable channel from the console's Releases tab. */
async function publishRelease(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Releases' }).click();
  const section = page.getByRole('region', { name: 'Releases' });
  await waitForText(section.getByRole('table'), '1.0.7');
  await section.getByText('Publish a release', { exact: true }).click();
  const form = section.getByRole('form', { name: 'Publish a release' });
  await form.getByLabel('Version', { exact: true }).fill('1.1.0');
  await form.getByLabel('Platform', { exact: true }).selectOption('windows');
  await form
    .getByLabel('Release notes (Markdown) (optional)', { exact: true })
    .fill('## Faster contours\n\n- Contours of a large survey draw in half the time.');
  await form.getByLabel('Installer file', { exact: true }).setInputFiles(ARTIFACT);
  await screenshotAtBothWidths(page, 'field-console-publish-form');
  await form.getByRole('button', { name: 'Publish Release', exact: true }).click();
  await waitForToast(page, 'Release Published', '1.1.0 for Windows is published on the Stable channel.');
  const row = section.getByRole('row').filter({ hasText: 'PointForge-Setup-1.1.0.exe' });
  await waitForText(row, SHA256);
  await waitForText(row, OPERATOR.email);
  await dismissToasts(page);
  await screenshotAtBothWidths(page, 'field-console-releases');
  await expectNoSeriousAxeViolations(page);
}

describe('field licensing: releases in the console and the dashboard, computers without internet', () => {
  // Its own storage folder: the published artifact and the seeded installer go there, not into the repository's var/.
  const journey = useJourneyStack('field-licensing', withOwnDownloadsDir('pf-e2e-field-'));

  it('publishes 1.1.0, which the dashboard offers with its checksums and its notes, marking the computer on 1.0.7', async () => {
    const operator = journey.page;
    await operator.setViewportSize({ width: 1366, height: 900 });
    await signInAsOperator(operator, journey.stack, OPERATOR);
    await publishRelease(operator);
    expectNoBrowserErrors(operator);

    const page = await journey.reopenPage({ viewport: { width: 1366, height: 900 } });
    const licenseKey = await customerWithLaptop(page, journey.stack.mailbox, CUSTOMER);

    // The installer card offers 1.1.0 with its size, checksums and notes; Download gives its bytes.
    const installer = installerRegion(page);
    await waitForText(installer, /Version\s*1\.1\.0/);
    await waitForText(installer, /Size\s*96\.0 KB/);
    await waitForText(installer, SHA256);
    await installer.getByText('Show SHA-512', { exact: true }).click();
    await waitForText(installer, SHA512);
    await installer.getByText("What's new in 1.1.0", { exact: true }).click();
    await waitForVisible(installer.getByRole('heading', { name: 'Faster contours' }));
    await openDownloadDialog(page);
    await testModeChallenge(page).check();
    const installerFile = await downloadFrom(page, () => confirmDownload(page).click());
    expect(installerFile.fileName).toBe(ARTIFACT.name);
    expect(installerFile.bytes.equals(ARTIFACT.buffer)).toBe(true);

    // The computer on 1.0.7 is marked.
    const laptop = devicesOf(licenseItem(page, licenseKey)).getByRole('listitem').filter({ hasText: 'LAPTOP-7' });
    await waitForText(laptop, 'Update available: 1.1.0');
    await screenshotAtBothWidths(page, 'field-dashboard-update-available');
    await expectNoSeriousAxeViolations(page);
    expectNoBrowserErrors(page);
  }, 120_000);

  it('activates a computer without internet from its request file, once, and frees it by its deactivation code', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 1366, height: 900 });
    const licenseKey = await customerWithLaptop(page, journey.stack.mailbox, OFFLINE_CUSTOMER);
    const license = licenseItem(page, licenseKey);
    const devices = devicesOf(license);
    const laptop = devices.getByRole('listitem').filter({ hasText: 'LAPTOP-7' });
    await waitForText(laptop, /Works offline until\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);

    // A trial holds one computer: the request of a second is refused in the server's words, under the form.
    const activation = await openPanel(license, 'Activate a computer without internet');
    const request = requestFile(licenseKey, randomBytes(32).toString('base64url'));
    await activation.getByLabel('Request file', { exact: true }).setInputFiles(request);
    await activation.getByRole('button', { name: 'Activate Computer', exact: true }).click();
    await waitForVisible(activation.getByRole('alert'));
    await screenshotAtBothWidths(page, 'field-dashboard-offline-refused');

    // Once the laptop is released, the computer without internet gets its licence file.
    await laptop.getByRole('button', { name: 'Release LAPTOP-7', exact: true }).click();
    const release = page.getByRole('dialog', { name: 'Release this device?' });
    await waitForDialogSettled(release);
    await release.getByRole('button', { name: 'Release Device', exact: true }).click();
    await waitForToast(page, 'Device released');
    await dismissToasts(page);
    const licenceFile = await downloadFrom(page, () => activation.getByRole('button', { name: 'Activate Computer', exact: true }).click());
    expect(licenceFile.content).toContain('-----BEGIN POINTFORGE LICENSE-----');
    await waitForText(activation.getByRole('status'), 'FIELD-PC is activated.');
    const again = await downloadFrom(page, () => activation.getByRole('link', { name: 'Download license file', exact: true }).click());
    expect(again).toMatchObject({ fileName: licenceFile.fileName, content: licenceFile.content });
    await waitForText(devices.getByRole('listitem').filter({ hasText: 'FIELD-PC' }), /Works offline until\s*[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await screenshotAtBothWidths(page, 'field-dashboard-offline-activated');

    // The same request file does not work twice.
    await activation.getByRole('button', { name: 'Upload Another', exact: true }).click();
    await activation.getByLabel('Request file', { exact: true }).setInputFiles(request);
    await activation.getByRole('button', { name: 'Activate Computer', exact: true }).click();
    await waitForVisible(activation.getByRole('alert'));

    // Release refuses the computer without internet in the server's words, and opens the panel that takes its code.
    await devices.getByRole('button', { name: 'Release FIELD-PC', exact: true }).click();
    const refusal = page.getByRole('dialog', { name: 'Release this device?' });
    await waitForDialogSettled(refusal);
    await refusal.getByRole('button', { name: 'Release Device', exact: true }).click();
    await waitForToast(page, 'Release failed');
    await waitForText(page.locator('.toast__description'), /runs until [A-Z][a-z]+ \d{1,2}, \d{4}\..*deactivation code.*Release an offline computer/);
    await dismissToasts(page);
    const me = (await callApi(page, 'GET', '/api/licenses/me')).body as { licenses: { devices: { id: string; name: string }[] }[] };
    const fieldPcId = me.licenses[0]!.devices.find((device) => device.name === 'FIELD-PC')!.id;
    const deactivation = license.locator('details[open]', { has: page.getByText('Release an offline computer', { exact: true }) });
    await waitForVisible(deactivation.locator('form'));

    // A made-up code frees nothing; the code the app derives from its file with its device key (typed in lower case) frees the computer.
    const code = deactivation.getByLabel('Deactivation code', { exact: true });
    await code.fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await deactivation.getByRole('button', { name: 'Release Computer', exact: true }).click();
    await waitForVisible(deactivation.getByRole('alert'));
    await code.fill(offlineDeactivationCode(licenceFile.content, FIELD_PC_KEY).toLowerCase());
    await deactivation.getByRole('button', { name: 'Release Computer', exact: true }).click();
    await waitForText(deactivation.getByRole('status'), 'FIELD-PC is released.');
    await waitForText(devices.getByRole('heading'), 'Your devices 0 of 1');
    await screenshotAtBothWidths(page, 'field-dashboard-offline-released');
    await expectNoSeriousAxeViolations(page);

    const licenseId = ((await callApi(page, 'GET', '/api/licenses/me')).body as { licenses: { id: string }[] }).licenses[0]!.id;
    expectNoBrowserErrors(page, {
      allowHttp: [
        { status: 409, path: `/api/licenses/${licenseId}/offline-activations`, method: 'POST' },
        { status: 409, path: `/api/licenses/${licenseId}/devices/${fieldPcId}`, method: 'DELETE' },
        { status: 422, path: `/api/licenses/${licenseId}/offline-deactivations`, method: 'POST' },
      ],
    });
  }, 120_000);
});
