import { ExchangeRatePort, type ExchangeRate } from '../billing/documents/exchange-rate.port';

/** Rand per dollar in tests: one rate, dated the day asked for; `asked` lists those days. */
export class FixedExchangeRate extends ExchangeRatePort {
  readonly asked: Date[] = [];

  constructor(
    private readonly rate = '18.4512',
    private readonly source = 'Test rate',
  ) {
    super();
  }

  async randPerDollarOn(day: Date): Promise<ExchangeRate> {
    this.asked.push(day);
    return { rate: this.rate, source: this.source, rateDate: day.toISOString().slice(0, 10) };
  }
}
