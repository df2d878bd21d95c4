import type { BillingHistoryItem } from '@pointforge/domain';
import type { Locator, Page } from 'playwright-core';
import {
  answerPaypalApproval,
  callApi,
  downloadFrom,
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  screenshotAtBothWidths,
  signUpAndLogIn,
  usePaypalJourney,
  waitForText,
  waitForVisible,
} from './support';
import { signInAsOperator } from './support/admin';
import { PASSWORD, skipBillingDetails, TEXT } from './support/billing-journeys';
import type { SavedDownload } from './support/licenses';

/**
 * Billing documents in the browser (issue #28, Builds 5 and 6): a customer pays through the
 * PayPal simulator and finds the payment in the Subscription tab's Billing history with its
 * invoice, and downloads the PDF; an operator then finds that invoice in the console's
 * Documents tab by its number, downloads it, and exports the CSV of the days around it.
 * The second test works on the first one's invoice.
 *
 * Budget (all traffic comes from 127.0.0.1; see RATE_LIMIT_RULES): 2 registrations.
 */

const CUSTOMER_EMAIL = 'history.buyer@example.com';
/** The accountant's columns, the CSV's first line. */
const CSV_HEADER = 'number,date,customer,vat_number,net,vat,total,currency';

/** The invoice of the customer's payment, as the first test found it. */
let invoice: NonNullable<BillingHistoryItem['document']> | undefined;

function billingHistoryRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Billing history' });
}

/** The table row that shows `text` (a document number). */
function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

/** The caller's billing history through the API, once its newest payment has its document. */
async function paidHistory(page: Page): Promise<BillingHistoryItem[]> {
  return eventually(async () => {
    const { status, body } = await callApi(page, 'GET', '/api/billing/documents');
    expect(status).toBe(200);
    const { history } = body as { history: BillingHistoryItem[] };
    expect(history.find((item) => item.kind === 'payment')?.document).toEqual(expect.objectContaining({ number: expect.any(String) }));
    return history;
  }, 15_000);
}

/** A download that is a PDF named after the document's number. */
function expectPdfOf(saved: SavedDownload, number: string): void {
  expect(saved.fileName).toBe(`${number}.pdf`);
  expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** yyyy-mm-dd of the UTC day `days` from today. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('billing documents: the customer’s Billing history and the console’s Documents tab', () => {
  const { journey, simulator } = usePaypalJourney('billing-history');

  it('a customer sees no payments, pays Standard monthly through PayPal, then finds the payment with its invoice and downloads the PDF, at 1366 and 390 wide', async () => {
    const { page } = journey;
    await signUpAndLogIn(page, journey.stack.mailbox, { email: CUSTOMER_EMAIL, password: PASSWORD, firstName: 'Lerato', lastName: 'Mokoena' });
    await page.goto('/dashboard?tab=subscription');
    await waitForText(billingHistoryRegion(page), 'No payments yet.');

    await page.goto('/checkout/standard?billingType=monthly');
    await skipBillingDetails(page);
    await page.getByRole('button', { name: 'Subscribe with PayPal', exact: true }).click();
    await answerPaypalApproval(page, journey.stack.baseUrl, 'Approve');
    await waitForText(page.getByRole('heading', { level: 1 }), TEXT.thankYou);
    const paid = [...simulator.subscriptions.values()][0]?.billing_info.last_payment?.amount;
    expect(paid?.currency_code).toBe('USD');

    const [payment] = await paidHistory(page);
    expect(payment).toEqual(expect.objectContaining({ kind: 'payment', plan: 'standard', billingType: 'monthly', currency: 'USD' }));
    invoice = payment!.document!;
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(['Tax Invoice', 'Invoice']).toContain(invoice.title);

    await page.goto('/dashboard?tab=subscription');
    const history = billingHistoryRegion(page);
    const row = rowWith(history.getByRole('table', { name: 'Payments and refunds, newest first' }), invoice.number);
    await waitForVisible(row);
    const rowText = await row.innerText();
    const amount = `USD ${Number(paid!.value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    for (const shown of ['Payment', 'Standard plan, Monthly', amount, invoice.title, invoice.number]) expect(rowText).toContain(shown);
    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'billing-history');

    // On a phone the row stacks, and its Download still fetches the PDF.
    await page.setViewportSize({ width: 390, height: 844 });
    const download = row.getByRole('link', { name: `Download ${invoice.title} ${invoice.number} (PDF)`, exact: true });
    expectPdfOf(await downloadFrom(page, () => download.click()), invoice.number);
    expectNoBrowserErrors(page);
  }, 120_000);

  it('an operator finds that invoice by its number in the Documents tab, downloads it, and exports the CSV of the days around it', async () => {
    const { page } = journey;
    expect(invoice).toBeDefined();
    const { number, title } = invoice!;
    await signInAsOperator(page, journey.stack, { email: 'ledger.operator@example.com', password: PASSWORD, firstName: 'Sipho' });
    await page.goto('/admin');
    const tab = page.getByRole('tablist', { name: 'Console sections' }).getByRole('tab', { name: 'Documents', exact: true });
    await tab.click();
    const section = page.getByRole('region', { name: 'Documents' });
    await waitForText(section, 'choose the days they were issued from and to');

    await section.getByRole('searchbox', { name: 'Search' }).fill(number);
    await section.getByRole('button', { name: 'Search', exact: true }).click();
    const table = section.getByRole('table', { name: 'Invoices and credit notes, newest first' });
    const row = rowWith(table, number);
    await waitForVisible(row);
    await eventually(async () => expect(await table.getByRole('row').count()).toBe(2)); // the headings and the one invoice
    await waitForText(row, CUSTOMER_EMAIL);
    expectPdfOf(await downloadFrom(page, () => row.getByRole('link', { name: `Download PDF of ${title} ${number}`, exact: true }).click()), number);

    // The days around today (whether the API counts its last day in or not), searched, then exported.
    const [from, to] = [utcDay(-1), utcDay(1)];
    await section.getByLabel('Issued from', { exact: true }).fill(from);
    await section.getByLabel('Issued to', { exact: true }).fill(to);
    await section.getByRole('button', { name: 'Search', exact: true }).click();
    const exportLink = section.getByRole('link', { name: `Export CSV of the documents issued from ${from} to ${to}`, exact: true });
    await waitForVisible(exportLink);
    await waitForVisible(row);
    const csv = await downloadFrom(page, () => exportLink.click());
    expect(csv.fileName).toMatch(/\.csv$/);
    const [header, ...lines] = csv.content.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toBe(CSV_HEADER);
    expect(lines.some((line) => line.startsWith(`${number},`))).toBe(true);

    await expectNoSeriousAxeViolations(page);
    await screenshotAtBothWidths(page, 'console-documents-found');
    expectNoBrowserErrors(page);
  }, 120_000);
});
