import { SIMULATOR_CREDENTIALS, simulatorPlanIds } from '../payment/paypal-simulator';

/**
 * The PAYPAL_* variables that point an API (and its worker) at a PaypalSimulator the test
 * started at `baseUrl`, instead of each process starting its own: the test drives the one
 * both processes talk to (payments, webhooks), and reconciliation reads the same state.
 */
export function paypalSimulatorEnvironment(baseUrl: string): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: SIMULATOR_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: SIMULATOR_CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: SIMULATOR_CREDENTIALS.webhookId,
    PAYPAL_PLAN_IDS: JSON.stringify(simulatorPlanIds()),
    PAYPAL_API_BASE_URL: baseUrl,
  };
}
