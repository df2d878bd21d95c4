import { PaymentProviderPort, type ProviderPlanIds } from '@pointforge/domain';
import type { PaypalCallObservation } from './paypal-http-client';
import { PaypalPaymentAdapter } from './paypal-payment.adapter';
import { PaypalSimulator, SIMULATOR_CREDENTIALS, simulatorPlanIds } from './paypal-simulator';

export interface PaypalConnection {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  planIds: ProviderPlanIds;
}

export interface ConfiguredPayment {
  provider: PaymentProviderPort;
  planIds: ProviderPlanIds;
  mode: 'paypal' | 'simulator';
  /** The in-process simulator in the embedded default; closed on shutdown. */
  simulator: PaypalSimulator | null;
  baseUrl: string;
}

/**
 * The one place that chooses the payment provider: PayPal's REST API with credentials
 * (PAYPAL_CLIENT_ID…), else the simulator started in this process on a free port of
 * 127.0.0.1 (the configuration refuses that in production). Both go through the same adapter.
 */
export async function createPaymentProvider(
  connection: PaypalConnection | undefined,
  brandName: string,
  log?: (line: string) => void,
  observeCall?: (call: PaypalCallObservation) => void,
): Promise<ConfiguredPayment> {
  if (connection) {
    const provider = new PaypalPaymentAdapter({ ...connection, brandName, log, observeCall });
    return { provider, planIds: connection.planIds, mode: 'paypal', simulator: null, baseUrl: connection.baseUrl };
  }
  const simulator = new PaypalSimulator();
  const baseUrl = await simulator.listen(0);
  const provider = new PaypalPaymentAdapter({ ...SIMULATOR_CREDENTIALS, baseUrl, brandName, log, observeCall });
  return { provider, planIds: simulatorPlanIds(), mode: 'simulator', simulator, baseUrl };
}
