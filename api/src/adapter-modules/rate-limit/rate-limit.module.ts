import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { RateLimiterPort } from '@pointforge/domain';
import { createRateLimiter, MetricsRegistry, RateLimitMetrics, type ConfiguredRateLimiter } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';
import type { TypedToken } from '../../modules/accounts/use-case-provider';
import { fromConfigured } from '../configured-adapter';

const CONFIGURED_RATE_LIMITER: TypedToken<ConfiguredRateLimiter> = Symbol('CONFIGURED_RATE_LIMITER');

/** Quits the limiter's Redis client (or stops the memory sweep) once requests have drained. */
@Injectable()
class RateLimiterCloser implements OnApplicationShutdown {
  constructor(@Inject(CONFIGURED_RATE_LIMITER) private readonly configured: ConfiguredRateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.configured.close();
  }
}

/**
 * The rate limiter, picked by configuration here and nowhere else: shared by every API
 * replica through Redis when REDIS_URL is set (falling back to this process's memory while
 * Redis is unreachable), in this process's memory otherwise.
 */
@Global()
@Module({
  providers: [
    {
      provide: CONFIGURED_RATE_LIMITER,
      inject: [AppConfig, MetricsRegistry],
      useFactory: (config: AppConfig, metrics: MetricsRegistry): ConfiguredRateLimiter => {
        // The adapter namespaces its keys itself (`<prefix>:rate-limit:<key>`), apart from BullMQ's.
        const logger = new Logger('RateLimits');
        const configured = createRateLimiter({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
        logger.log(
          configured.kind === 'redis'
            ? 'Rate limits shared through Redis (counted in this process while Redis is unreachable)'
            : 'Rate limits counted in this process (REDIS_URL is not set)',
        );
        new RateLimitMetrics(metrics, configured);
        return configured;
      },
    },
    fromConfigured(RateLimiterPort, CONFIGURED_RATE_LIMITER, (configured) => configured.limiter),
    RateLimiterCloser,
  ],
  exports: [RateLimiterPort],
})
export class RateLimitModule {}
