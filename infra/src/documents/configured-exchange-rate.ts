import { ExchangeRatePort, type ExchangeRate } from '@pointforge/domain';

/**
 * The rand rate from the configuration (USD_ZAR_EXCHANGE_RATE and its source): the operator
 * keeps it to the rate SARS accepts (section 16(4): the rate on the day of issue from a
 * commercial bank or the Reserve Bank), and a document records it with that source and the day
 * it was used for.
 */
export class ConfiguredExchangeRate extends ExchangeRatePort {
  constructor(
    private readonly rate: string,
    private readonly source: string,
  ) {
    super();
  }

  async randPerDollarOn(day: Date): Promise<ExchangeRate> {
    return { rate: this.rate, source: this.source, rateDate: day.toISOString().slice(0, 10) };
  }
}
