/**
 * South African value-added tax as PointForge charges it (Value-Added Tax Act 89 of 1991).
 * Amounts are whole cents; rates are basis points (1500 = 15 %), so no sum is ever a float.
 */

/** A VAT rate and the day it took effect (inclusive), in the order they took effect. */
export interface VatRatePeriod {
  effectiveFrom: string;
  basisPoints: number;
}

/**
 * The standard rate, section 7(1)(a): 14 % from 7 April 1993, 15 % from 1 April 2018. The one
 * place the rate lives; a new rate is a new row with its effective date.
 */
export const SOUTH_AFRICAN_VAT_RATES: readonly VatRatePeriod[] = Object.freeze([
  { effectiveFrom: '1993-04-07', basisPoints: 1400 },
  { effectiveFrom: '2018-04-01', basisPoints: 1500 },
]);

/** The country code whose customers are charged VAT. */
export const VAT_COUNTRY = 'ZA';

/**
 * The standard rate on the day of `at` in South Africa (UTC+2, no daylight saving), so a
 * charge at 23:30 UTC on 31 March 2018 already bears the 15 % that started at midnight there.
 */
export function southAfricanVatRateOn(at: Date, rates: readonly VatRatePeriod[] = SOUTH_AFRICAN_VAT_RATES): number {
  const localDay = new Date(at.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const period = [...rates].reverse().find((candidate) => candidate.effectiveFrom <= localDay);
  if (!period) throw new RangeError(`No South African VAT rate is defined on ${localDay}`);
  return period.basisPoints;
}

/** VAT on a net amount, rounded half up to the cent (a tax invoice shows the tax per supply). */
export function vatOnNet(netCents: number, basisPoints: number): number {
  if (!Number.isInteger(netCents) || netCents < 0) throw new RangeError(`A net amount is a whole, non-negative number of cents: ${netCents}`);
  return Math.floor((netCents * basisPoints + 5_000) / 10_000);
}

/**
 * The VAT inside a VAT-inclusive amount (the tax fraction, rate / (100 + rate)), rounded half
 * up to the cent: what a refund of part of a taxed payment gives back in tax (section 21).
 */
export function vatInGross(grossCents: number, basisPoints: number): number {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new RangeError(`A gross amount is a whole, non-negative number of cents: ${grossCents}`);
  const divisor = 10_000 + basisPoints;
  return Math.floor((grossCents * basisPoints + Math.floor(divisor / 2)) / divisor);
}

/** The seller as every document names it; `vatNumber` is set once the company is a registered vendor. */
export interface SellerDetails {
  legalName: string;
  address: readonly string[];
  vatNumber: string | null;
}

/**
 * Why a charge bears VAT or not, printed on the document:
 * - `standard`: the seller is a registered vendor and the customer is in South Africa;
 * - `zero-rated`: the seller is registered and the customer is elsewhere: services supplied
 *   to a non-resident who is not in the Republic when they are rendered, section 11(2)(l);
 * - `not-registered`: the seller has no VAT number, so it may charge no VAT and issues plain
 *   invoices (section 20 tax invoices are a vendor's).
 */
export type TaxTreatment =
  { kind: 'standard'; basisPoints: number } | { kind: 'zero-rated'; basisPoints: 0; reason: string } | { kind: 'not-registered'; basisPoints: 0 };

export const ZERO_RATING_REASON =
  'Zero-rated: services supplied to a non-resident who is not in the Republic when they are rendered (section 11(2)(l) of the Value-Added Tax Act).';

/** How a charge on `at` to a customer in `customerCountry` (ISO 3166-1 alpha-2) is taxed. */
export function taxTreatmentFor(seller: Pick<SellerDetails, 'vatNumber'>, customerCountry: string, at: Date): TaxTreatment {
  if (!seller.vatNumber) return { kind: 'not-registered', basisPoints: 0 };
  if (customerCountry.toUpperCase() === VAT_COUNTRY) return { kind: 'standard', basisPoints: southAfricanVatRateOn(at) };
  return { kind: 'zero-rated', basisPoints: 0, reason: ZERO_RATING_REASON };
}

/**
 * How a subscription's charges are taxed once it exists: at the rate PayPal was asked to add
 * when it was created (`Subscription.taxBasisPoints`, 0 for none), whatever the billing profile
 * says since, so its payments, its plan changes' orders and its documents agree with PayPal.
 */
export function treatmentAtRate(seller: Pick<SellerDetails, 'vatNumber'>, basisPoints: number): TaxTreatment {
  if (basisPoints > 0) return { kind: 'standard', basisPoints };
  if (seller.vatNumber) return { kind: 'zero-rated', basisPoints: 0, reason: ZERO_RATING_REASON };
  return { kind: 'not-registered', basisPoints: 0 };
}

/** A charge split into what the supply is worth, the VAT on it, and what the customer pays. */
export interface ChargeAmounts {
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** The listed price is net: VAT, where it applies, comes on top (PayPal's `inclusive: false`). */
export function chargeFor(netCents: number, treatment: TaxTreatment): ChargeAmounts {
  const vatCents = vatOnNet(netCents, treatment.basisPoints);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}
