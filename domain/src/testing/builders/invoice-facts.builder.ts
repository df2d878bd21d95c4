import type { InvoiceFacts } from '../../billing/documents/document-drafts';
import type { ExchangeRate } from '../../billing/documents/exchange-rate.port';
import { taxTreatmentFor, type SellerDetails } from '../../billing/tax/vat';

/** A registered vendor, as SELLER_* would describe it. */
export const SAMPLE_SELLER: SellerDetails = Object.freeze({
  legalName: 'PointForge (Pty) Ltd',
  address: ['1 Dock Road', 'Cape Town, 8001'],
  vatNumber: '4987654321',
});

export const SAMPLE_EXCHANGE_RATE: ExchangeRate = Object.freeze({ rate: '18.4512', source: 'South African Reserve Bank', rateDate: '2027-02-28' });

const ISSUED_AT = new Date('2027-03-01T09:00:00Z');

/**
 * The facts of an invoice for Enterprise annual bought by a South African company with a VAT
 * number on March 1, 2027: $2,880.00 plus 15 % VAT of $432.00, $3,312.00 paid.
 */
export function enterpriseAnnualInvoiceFacts(overrides: Partial<InvoiceFacts> = {}): InvoiceFacts {
  return {
    userId: 'user-1',
    ledgerEntryId: 'ledger-1',
    issuedAt: ISSUED_AT,
    seller: SAMPLE_SELLER,
    recipient: {
      legalName: 'Karoo Survey Services (Pty) Ltd',
      addressLines: ['12 Main Road', 'Kimberley, 8301', 'South Africa'],
      country: 'ZA',
      vatNumber: '4123456789',
      email: 'accounts@karoo.example',
    },
    currency: 'USD',
    grossCents: 331_200,
    vatCents: 43_200,
    treatment: taxTreatmentFor(SAMPLE_SELLER, 'ZA', ISSUED_AT),
    plan: 'enterprise',
    billingType: 'annual',
    periodStart: ISSUED_AT,
    periodEnd: new Date('2028-03-01T09:00:00Z'),
    exchangeRate: SAMPLE_EXCHANGE_RATE,
    ...overrides,
  };
}
