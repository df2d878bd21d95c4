export {
  PAYMENT_PROVIDER_FAILED,
  PAYPAL_LIVE_API_BASE_URL,
  PAYPAL_SANDBOX_API_BASE_URL,
  PAYPAL_TIMEOUT_MS,
  type PaypalCallObservation,
  type PaypalSettings,
} from './paypal-http-client';
export { PaypalPaymentAdapter } from './paypal-payment.adapter';
export {
  PaypalSimulator,
  SIMULATOR_CREDENTIALS,
  deliver,
  simulatorPlanIds,
  type SimulatedSale,
  type SimulatedSubscription,
  type WebhookDelivery,
} from './paypal-simulator';
export { createPaymentProvider, type ConfiguredPayment, type PaypalConnection } from './create-payment-provider';
export { createPaypalCatalog } from './paypal-setup';
