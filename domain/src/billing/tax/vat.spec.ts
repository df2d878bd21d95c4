import { chargeFor, southAfricanVatRateOn, taxTreatmentFor, treatmentAtRate, vatInGross, vatOnNet, ZERO_RATING_REASON } from './vat';

describe('South African VAT', () => {
  it('is 15 % from 1 April 2018 in South Africa, and 14 % the day before', () => {
    expect(southAfricanVatRateOn(new Date('2018-03-31T12:00:00Z'))).toBe(1400);
    expect(southAfricanVatRateOn(new Date('2018-04-01T00:00:00+02:00'))).toBe(1500);
    // 23:30 UTC on 31 March is 01:30 on 1 April in Johannesburg.
    expect(southAfricanVatRateOn(new Date('2018-03-31T23:30:00Z'))).toBe(1500);
    expect(southAfricanVatRateOn(new Date('2027-01-15T10:00:00Z'))).toBe(1500);
  });

  it('refuses a day before any rate is known rather than guessing', () => {
    expect(() => southAfricanVatRateOn(new Date('1990-01-01T00:00:00Z'))).toThrow(RangeError);
  });

  it('rounds VAT half up to the cent', () => {
    expect(vatOnNet(288_000, 1500)).toBe(43_200); // Enterprise annual, $2,880.00 → $432.00
    expect(vatOnNet(7_523, 1500)).toBe(1_128); // 11.2845 dollars of VAT rounds to 11.28
    expect(vatOnNet(4_900, 1500)).toBe(735);
    expect(vatOnNet(3, 1500)).toBe(0); // 0.45 of a cent
    expect(vatOnNet(10, 1500)).toBe(2); // 1.5 cents rounds up
    expect(vatOnNet(0, 1500)).toBe(0);
    expect(() => vatOnNet(-1, 1500)).toThrow(RangeError);
    expect(() => vatOnNet(1.5, 1500)).toThrow(RangeError);
  });

  it('finds the VAT inside a VAT-inclusive amount by the tax fraction, half up', () => {
    expect(vatInGross(331_200, 1500)).toBe(43_200); // all of $3,312.00 holds $432.00 of VAT
    expect(vatInGross(115_000, 1500)).toBe(15_000); // $1,150.00 = $1,000.00 + $150.00
    expect(vatInGross(100_000, 1500)).toBe(13_043); // 1000 × 15/115 = 130.4347…
    expect(vatInGross(23, 1500)).toBe(3); // 2.9999… cents
    expect(vatInGross(5_000, 0)).toBe(0);
    expect(() => vatInGross(-1, 1500)).toThrow(RangeError);
  });

  it("taxes an existing subscription's charges at the rate PayPal was asked to add, whatever the profile says since", () => {
    expect(treatmentAtRate({ vatNumber: '4987654321' }, 1500)).toEqual({ kind: 'standard', basisPoints: 1500 });
    expect(treatmentAtRate({ vatNumber: '4987654321' }, 0)).toEqual({ kind: 'zero-rated', basisPoints: 0, reason: ZERO_RATING_REASON });
    expect(treatmentAtRate({ vatNumber: null }, 0)).toEqual({ kind: 'not-registered', basisPoints: 0 });
  });

  it('charges South African customers 15 % on top when the seller is a vendor', () => {
    const treatment = taxTreatmentFor({ vatNumber: '4123456789' }, 'za', new Date('2027-02-01T08:00:00Z'));
    expect(treatment).toEqual({ kind: 'standard', basisPoints: 1500 });
    expect(chargeFor(288_000, treatment)).toEqual({ netCents: 288_000, vatCents: 43_200, totalCents: 331_200 });
  });

  it('zero-rates customers elsewhere, saying why, when the seller is a vendor', () => {
    const treatment = taxTreatmentFor({ vatNumber: '4123456789' }, 'DE', new Date('2027-02-01T08:00:00Z'));
    expect(treatment).toEqual({ kind: 'zero-rated', basisPoints: 0, reason: ZERO_RATING_REASON });
    expect(treatment.kind === 'zero-rated' && treatment.reason).toContain('section 11(2)(l)');
    expect(chargeFor(4_900, treatment)).toEqual({ netCents: 4_900, vatCents: 0, totalCents: 4_900 });
  });

  it('charges no VAT anywhere when the seller has no VAT number', () => {
    expect(taxTreatmentFor({ vatNumber: null }, 'ZA', new Date())).toEqual({ kind: 'not-registered', basisPoints: 0 });
    expect(taxTreatmentFor({ vatNumber: '' }, 'ZA', new Date())).toEqual({ kind: 'not-registered', basisPoints: 0 });
  });
});
