import { aBillingProfile, aUser } from '../../testing/builders';
import { createBillingTestKit, type BillingTestKit } from '../../testing/billing-test-kit';
import { DAY_MS } from '../../shared/time';
import type { BillingProfile } from '../billing-profile';
import { ZERO_RATING_REASON } from '../tax/vat';
import type { BillingDocument } from './billing-document';

const SELLER_VAT = '4987654321';
const NEXT_BILLING = new Date('2026-06-01T00:00:00.000Z');
const SOLD_AT = '2025-06-01T00:00:00.000Z';

/** An active Enterprise annual subscription bought by a user with `profile` (none: skipped at checkout). */
async function givenBuyer(options: { sellerVatNumber?: string | null; profile?: BillingProfile | null } = {}) {
  const kit = createBillingTestKit({ sellerVatNumber: options.sellerVatNumber === undefined ? SELLER_VAT : options.sellerVatNumber });
  const user = await kit.givenUser(aUser().verified().withName('Thandi', 'Mokoena').withCompany(null));
  const profile = options.profile === undefined ? aBillingProfile() : options.profile;
  if (profile) await kit.billingProfiles.save(user.id, profile, kit.clock.now());
  const active = await kit.givenActiveSubscription('enterprise', 'annual', NEXT_BILLING, user);
  return { kit, ...active };
}

/** PayPal reports the sale of the subscription: `total` dollars, VAT included where charged, no tax detail. */
async function paid(kit: BillingTestKit, paypalId: string, total: string, saleId = 'SALE-1'): Promise<void> {
  kit.payments.givenSale({ id: saleId, subscriptionId: paypalId, amount: { value: total, currency: 'USD' }, time: new Date(SOLD_AT) });
  await kit.webhook.execute(
    kit.webhookDelivery({
      id: `WH-${saleId}`,
      event_type: 'PAYMENT.SALE.COMPLETED',
      resource: { id: saleId, state: 'completed', billing_agreement_id: paypalId, amount: { total, currency: 'USD' }, create_time: SOLD_AT },
    }),
  );
}

async function refunded(kit: BillingTestKit, refundId: string, total: string, saleId = 'SALE-1'): Promise<void> {
  await kit.webhook.execute(
    kit.webhookDelivery({
      id: `WH-${refundId}`,
      event_type: 'PAYMENT.SALE.REFUNDED',
      resource: { id: refundId, sale_id: saleId, state: 'completed', amount: { total, currency: 'USD' }, create_time: '2025-06-03T00:00:00.000Z' },
    }),
  );
}

/** SALE-1 of $3,312.00 reported while the document store refuses to issue. */
async function paidWhileIssuingFails(kit: BillingTestKit, paypalId: string): Promise<void> {
  const documents = kit.billingDocuments;
  const issue = documents.issue.bind(documents);
  documents.issue = () => Promise.reject(new Error('database down'));
  try {
    await paid(kit, paypalId, '3312.00');
  } finally {
    documents.issue = issue;
  }
}

async function documentsOf(kit: BillingTestKit, userId: string): Promise<BillingDocument[]> {
  return (await kit.billingDocuments.listForUser(userId)).sort((a, b) => a.number.localeCompare(b.number));
}

describe('issuing invoices and credit notes for the ledger', () => {
  it('gives a South African company a Tax Invoice: the VAT PayPal added at 15 %, in rand too, made out to its billing profile', async () => {
    const { kit, user, subscription, paypalId } = await givenBuyer();
    expect(subscription.taxBasisPoints).toBe(1500);

    await paid(kit, paypalId, '3312.00');

    const [entry] = await kit.paymentLedger.listForSubscription(subscription.id);
    expect(entry).toMatchObject({ grossCents: 331_200, vatCents: 43_200 });
    const [invoice] = await documentsOf(kit, user.id);
    expect(invoice).toMatchObject({
      number: 'INV-2025-000001',
      title: 'Tax Invoice',
      ledgerEntryId: entry!.id,
      netCents: 288_000,
      vatCents: 43_200,
      totalCents: 331_200,
      treatment: { kind: 'standard', basisPoints: 1500 },
      randVat: { vatCents: 797_092, rate: '18.4512', rateDate: '2025-06-01' },
      seller: { legalName: 'PointForge (Pty) Ltd', vatNumber: SELLER_VAT },
      recipient: {
        legalName: 'Karoo Survey Services (Pty) Ltd',
        addressLines: ['12 Main Road', 'Unit 4', 'Kimberley, Northern Cape, 8301', 'South Africa'],
        country: 'ZA',
        vatNumber: '4123456789',
        email: user.email,
      },
    });
    expect(invoice!.lines[0]!.description).toBe('PointForge Enterprise, annual subscription, 5 user licences, June 1, 2025 to June 1, 2026');
    expect(kit.mailJobs().filter((job) => job.message.template === 'billing-document')).toEqual([
      {
        idempotencyKey: `billing-document:${invoice!.id}`,
        message: {
          to: user.email,
          template: 'billing-document',
          data: expect.objectContaining({ title: 'Tax Invoice', number: 'INV-2025-000001', amount: 'USD 3,312.00', issuedDate: 'June 1, 2025' }),
          attachments: [{ billingDocumentId: invoice!.id }],
        },
      },
    ]);
  });

  it('zero-rates a customer abroad, saying why, and gives a plain Invoice when the seller has no VAT number', async () => {
    const abroad = await givenBuyer({ profile: aBillingProfile({ country: 'DE', vatNumber: 'DE123456789' }) });
    await paid(abroad.kit, abroad.paypalId, '2880.00');
    const plain = await givenBuyer({ sellerVatNumber: null });
    await paid(plain.kit, plain.paypalId, '2880.00');

    expect(abroad.subscription.taxBasisPoints).toBe(0);
    expect((await documentsOf(abroad.kit, abroad.user.id))[0]).toMatchObject({
      title: 'Tax Invoice',
      vatCents: 0,
      totalCents: 288_000,
      randVat: null,
      treatment: { kind: 'zero-rated', reason: ZERO_RATING_REASON },
    });
    expect((await documentsOf(plain.kit, plain.user.id))[0]).toMatchObject({ title: 'Invoice', vatCents: 0, treatment: { kind: 'not-registered' } });
  });

  it('never zero-rates a South African customer: a subscription from before its rate was kept holds the VAT inside its price', async () => {
    const { kit, user, subscription, paypalId } = await givenBuyer();
    await kit.subscriptions.update({ ...subscription, taxBasisPoints: 0 });

    await paid(kit, paypalId, '2880.00');

    expect((await documentsOf(kit, user.id))[0]).toMatchObject({
      title: 'Tax Invoice',
      treatment: { kind: 'standard', basisPoints: 1500 },
      netCents: 250_435, // $2,880.00 × 100/115
      vatCents: 37_565,
      totalCents: 288_000,
    });
  });

  it('makes the invoice of a buyer without a billing profile out to the account, in South Africa, taxed as checkout taxed it', async () => {
    const { kit, user, paypalId } = await givenBuyer({ profile: null });

    await paid(kit, paypalId, '3312.00');

    expect((await documentsOf(kit, user.id))[0]).toMatchObject({
      title: 'Tax Invoice',
      vatCents: 43_200,
      recipient: { legalName: 'Thandi Mokoena', addressLines: ['South Africa'], country: 'ZA', vatNumber: null, email: user.email },
    });
  });

  it('credits a refund naming its invoice, a partial refund with the VAT in its part', async () => {
    const { kit, user, paypalId } = await givenBuyer();
    await paid(kit, paypalId, '3312.00');

    await refunded(kit, 'REFUND-A', '1150.00');
    kit.payments.setSaleState('SALE-1', 'refunded');
    await refunded(kit, 'REFUND-B', '2162.00');

    const [first, second, invoice] = await documentsOf(kit, user.id);
    const corrects = { documentId: invoice!.id, number: 'INV-2025-000001', issuedAt: invoice!.issuedAt };
    expect(first).toMatchObject({ number: 'CN-2025-000001', title: 'Credit Note', netCents: 100_000, vatCents: 15_000, totalCents: 115_000, corrects });
    expect(second).toMatchObject({ number: 'CN-2025-000002', netCents: 188_000, vatCents: 28_200, totalCents: 216_200, corrects });
    expect(first!.reason).toBe('Payment refunded');
  });

  it('issues the invoice first when a refund comes for a payment that has none', async () => {
    const { kit, user, subscription, paypalId } = await givenBuyer();
    await paidWhileIssuingFails(kit, paypalId);
    expect(await documentsOf(kit, user.id)).toEqual([]);
    expect(await kit.paymentLedger.listForSubscription(subscription.id)).toHaveLength(1);

    await refunded(kit, 'REFUND-A', '3312.00');

    expect((await documentsOf(kit, user.id)).map((document) => [document.number, document.corrects?.number ?? null])).toEqual([
      ['CN-2025-000001', 'INV-2025-000001'],
      ['INV-2025-000001', null],
    ]);
  });

  it('a document that cannot be issued leaves the payment recorded, is reported, and reconciliation’s sweep issues it', async () => {
    const { kit, user, subscription, paypalId } = await givenBuyer();
    await paidWhileIssuingFails(kit, paypalId);

    expect(await kit.paymentLedger.listForSubscription(subscription.id)).toHaveLength(1);
    expect(kit.ledgerFailures).toEqual(['SALE-1']);
    kit.clock.advance(DAY_MS);
    expect(await kit.reconcile.execute()).toMatchObject({ documentsIssued: 1 });
    expect((await documentsOf(kit, user.id)).map((document) => document.number)).toEqual(['INV-2025-000001']);
    expect(await kit.reconcile.execute()).toMatchObject({ documentsIssued: 0 });
  });

  it('keeps an issued document as it was when the billing profile is edited later', async () => {
    const { kit, user, paypalId } = await givenBuyer();
    await paid(kit, paypalId, '3312.00');
    const [before] = await documentsOf(kit, user.id);

    await kit.billingProfiles.save(user.id, aBillingProfile({ legalName: 'Renamed (Pty) Ltd', vatNumber: null }), kit.clock.now());
    await paid(kit, paypalId, '3312.00', 'SALE-2');

    const [after, next] = await documentsOf(kit, user.id);
    expect(after).toEqual(before);
    expect(next!.recipient).toMatchObject({ legalName: 'Renamed (Pty) Ltd', vatNumber: null });
  });
});
