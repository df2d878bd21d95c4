import { afterAll, beforeAll } from '@jest/globals';
import type { PaypalSettings } from '../payment/paypal-http-client';
import { PaypalPaymentAdapter } from '../payment/paypal-payment.adapter';
import { PaypalSimulator, SIMULATOR_CREDENTIALS } from '../payment/paypal-simulator';

/** The real adapter with the simulator's credentials, talking to `baseUrl`; `settings` adds to or overrides them. */
export function adapterForSimulator(baseUrl: string, settings: Partial<PaypalSettings> = {}): PaypalPaymentAdapter {
  return new PaypalPaymentAdapter({ ...SIMULATOR_CREDENTIALS, baseUrl, brandName: 'PointForge', ...settings });
}

export interface PaypalAgainstSimulator {
  simulator: PaypalSimulator;
  /** The adapter pointed at `simulator`; there once the describe block's cases run. */
  paypal: PaypalPaymentAdapter;
}

/** For a describe block: a PayPal simulator listening over HTTP while its cases run, and the real adapter talking to it. */
export function paypalAgainstSimulator(): PaypalAgainstSimulator {
  const suite = { simulator: new PaypalSimulator() } as PaypalAgainstSimulator;
  beforeAll(async () => {
    suite.paypal = adapterForSimulator(await suite.simulator.listen());
  });
  afterAll(() => suite.simulator.close());
  return suite;
}
