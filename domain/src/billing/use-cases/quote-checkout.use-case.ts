import { findPaidPlan, isBillingType, priceFor } from '../../catalog/plans';
import type { CheckoutTax } from '../tax/checkout-tax';
import { ratePercent } from '../tax/checkout-tax';
import { chargeFor, type ChargeAmounts, type TaxTreatment } from '../tax/vat';
import { invalidPlanError } from './billing-errors';

/** What a checkout will charge per billing period, VAT included, before the buyer goes to PayPal. */
export interface CheckoutQuote extends ChargeAmounts {
  currency: 'USD';
  treatment: TaxTreatment['kind'];
  /** The VAT rate in percent (15); 0 when zero-rated or the seller is not registered. */
  ratePercent: number;
}

export interface QuoteCheckoutInput {
  userId: string;
  plan: string;
  billingType: string;
}

/** The price of a plan and billing type for the caller: the listed (net) price, the VAT on top where it applies, and the total. */
export class QuoteCheckoutUseCase {
  constructor(private readonly tax: CheckoutTax) {}

  async execute(input: QuoteCheckoutInput): Promise<CheckoutQuote> {
    const plan = findPaidPlan(input.plan);
    if (!plan || !isBillingType(input.billingType)) throw invalidPlanError();
    const treatment = await this.tax.treatmentFor(input.userId);
    const netCents = Math.round(priceFor(plan, input.billingType) * 100);
    return { ...chargeFor(netCents, treatment), currency: 'USD', treatment: treatment.kind, ratePercent: ratePercent(treatment.basisPoints) };
  }
}
