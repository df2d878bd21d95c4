/** Rand per dollar on a day, with where it came from, as a document records it. */
export interface ExchangeRate {
  /** Rand per US dollar, a plain decimal string as the source gave it ("18.4512"). */
  rate: string;
  source: string;
  /** The day the rate is for, YYYY-MM-DD. */
  rateDate: string;
}

/**
 * The rand value of a dollar on a day, for the VAT a dollar tax invoice must also show in
 * rand (VAT Act s20(4) with s16(4)). A fake answers in tests.
 */
export abstract class ExchangeRatePort {
  abstract randPerDollarOn(day: Date): Promise<ExchangeRate>;
}
