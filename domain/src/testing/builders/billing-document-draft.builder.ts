import type { BillingDocumentDraft } from '../../billing/documents/billing-document';

let sequence = 0;

/**
 * A Tax Invoice for a $3,312.00 Enterprise annual payment (VAT $432.00, in rand too) to a South
 * African company, for a ledger entry of its own; every field set, so a round trip that drops
 * one shows. `overrides` change any field.
 */
export function aBillingDocumentDraft(overrides: Partial<BillingDocumentDraft> = {}): BillingDocumentDraft {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    kind: 'invoice',
    title: 'Tax Invoice',
    series: 'INV',
    issuedAt: new Date('2027-03-01T09:00:00.000Z'),
    userId: `00000000-0000-4000-b000-${n}`,
    ledgerEntryId: `00000000-0000-4000-9000-${n}`,
    seller: { legalName: 'PointForge (Pty) Ltd', address: ['1 Dock Road', 'Cape Town, 8001', 'South Africa'], vatNumber: '4987654321' },
    recipient: {
      legalName: 'Karoo Survey Services (Pty) Ltd',
      addressLines: ['12 Main Road', 'Kimberley, 8301', 'Northern Cape'],
      country: 'ZA',
      vatNumber: '4123456789',
      email: 'accounts@karoo.example',
    },
    currency: 'USD',
    lines: [{ description: 'PointForge Enterprise, annual subscription, 5 user licences, March 1, 2027 to March 1, 2028', quantity: 1, netCents: 288_000 }],
    netCents: 288_000,
    vatCents: 43_200,
    totalCents: 331_200,
    treatment: { kind: 'standard', basisPoints: 1500 },
    randVat: { vatCents: 797_092, rate: '18.4512', source: 'South African Reserve Bank', rateDate: '2027-02-28' },
    corrects: null,
    reason: null,
    ...overrides,
  };
}
