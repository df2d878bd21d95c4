import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { BRAND, PaymentProviderPort, type ProviderPlanIds } from '@pointforge/domain';
import { createPaymentProvider, PaypalCallMetrics, type ConfiguredPayment } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import type { TypedToken } from '../../modules/accounts/use-case-provider';
import { fromConfigured } from '../configured-adapter';

export const CONFIGURED_PAYMENT: TypedToken<ConfiguredPayment> = Symbol('CONFIGURED_PAYMENT');
/** PAYPAL_PLAN_IDS, or the simulator's plan ids. */
export const PROVIDER_PLAN_IDS: TypedToken<ProviderPlanIds> = Symbol('PROVIDER_PLAN_IDS');

/** Closes the in-process simulator with the application. */
class SimulatorShutdown implements OnApplicationShutdown {
  constructor(@Inject(CONFIGURED_PAYMENT) private readonly payment: ConfiguredPayment) {}

  async onApplicationShutdown(): Promise<void> {
    await this.payment.simulator?.close();
  }
}

/**
 * The payment provider, picked by configuration here and nowhere else: PayPal's REST API
 * with PAYPAL_CLIENT_ID and the rest, else the PayPal simulator on a free port of
 * 127.0.0.1 in this process (the configuration refuses that in production).
 */
@Global()
@Module({
  providers: [
    {
      provide: CONFIGURED_PAYMENT,
      inject: [AppConfig, PaypalCallMetrics],
      useFactory: async (config: AppConfig, paypalMetrics: PaypalCallMetrics): Promise<ConfiguredPayment> => {
        const logger = new Logger('Payment');
        const payment = await createPaymentProvider(config.paypal, BRAND.productName, (line) => logger.warn(line), paypalMetrics.observe);
        logger.log(
          payment.mode === 'paypal'
            ? `PayPal through ${payment.baseUrl}`
            : `PayPal simulator at ${payment.baseUrl} (PAYPAL_CLIENT_ID is not set); its approval page approves without money`,
        );
        return payment;
      },
    },
    fromConfigured(PaymentProviderPort, CONFIGURED_PAYMENT, (payment) => payment.provider),
    fromConfigured(PROVIDER_PLAN_IDS, CONFIGURED_PAYMENT, (payment) => payment.planIds),
    SimulatorShutdown,
  ],
  exports: [PaymentProviderPort, PROVIDER_PLAN_IDS, CONFIGURED_PAYMENT],
})
export class PaymentModule {}
