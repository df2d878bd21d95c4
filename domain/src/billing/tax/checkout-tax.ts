import type { ClockPort } from '../../shared/clock.port';
import type { BillingProfileRepositoryPort } from '../billing-profile.repository.port';
import type { Subscription } from '../subscription.entity';
import { taxTreatmentFor, treatmentAtRate, VAT_COUNTRY, type SellerDetails, type TaxTreatment } from './vat';

/**
 * How a checkout started now by a user is taxed: by the country of the user's billing
 * profile and the seller's VAT registration. A buyer without a profile (a person may skip it
 * at checkout) is charged as one in South Africa: zero-rating a supply needs the customer's
 * address abroad, which nobody gave.
 */
export class CheckoutTax {
  constructor(
    private readonly profiles: BillingProfileRepositoryPort,
    private readonly seller: Pick<SellerDetails, 'vatNumber'>,
    private readonly clock: ClockPort,
  ) {}

  async treatmentFor(userId: string): Promise<TaxTreatment> {
    const stored = await this.profiles.findForUser(userId);
    return taxTreatmentFor(this.seller, stored?.profile.country ?? VAT_COUNTRY, this.clock.now());
  }

  /** How an existing subscription's further charges (a plan change's order, a revision) are taxed: at its own rate (treatmentAtRate). */
  treatmentOfSubscription(subscription: Pick<Subscription, 'taxBasisPoints'>): TaxTreatment {
    return treatmentAtRate(this.seller, subscription.taxBasisPoints);
  }
}

/**
 * What PayPal is told of a treatment when a subscription is created or revised to another
 * plan: VAT in percent on top of every payment where it is charged (`standard`), else nothing.
 * PayPal carries no override through a revision, so each revision sends it again.
 */
export function providerTaxOf(treatment: TaxTreatment): { taxPercentage?: number } {
  return treatment.kind === 'standard' ? { taxPercentage: ratePercent(treatment.basisPoints) } : {};
}

/** A rate in percent, as PayPal's `taxes.percentage` and the checkout write it: 1500 basis points are 15, 1450 are 14.5. */
export function ratePercent(basisPoints: number): number {
  return basisPoints / 100;
}
