import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { NoRecentDesktopChecks, RecentDesktopChecksPort } from '@pointforge/domain';
import { DesktopCheckCache } from '@pointforge/infra';
import { AppConfig } from '../../common/config/app-config';

/** This replica's kept desktop checks with Redis, or null without (none are kept then). */
const DESKTOP_CHECK_CACHE = Symbol('DESKTOP_CHECK_CACHE');

/** Quits the kept checks' Redis client after the HTTP server has finished its work. */
@Injectable()
class DesktopCheckCacheCloser implements OnApplicationShutdown {
  constructor(@Inject(DESKTOP_CHECK_CACHE) private readonly cache: DesktopCheckCache | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.cache?.close();
  }
}

/** The API's kept desktop checks (docs/performance.md, "Kept checks"); the worker makes no checks and opens no client for them. */
export const recentDesktopChecksProviders: Provider[] = [
  {
    provide: DESKTOP_CHECK_CACHE,
    inject: [AppConfig],
    useFactory: (config: AppConfig): DesktopCheckCache | null =>
      config.redisUrl === undefined ? null : DesktopCheckCache.connect(config.redisUrl, config.redisPrefix),
  },
  {
    provide: RecentDesktopChecksPort,
    inject: [DESKTOP_CHECK_CACHE],
    useFactory: (cache: DesktopCheckCache | null): RecentDesktopChecksPort => cache ?? new NoRecentDesktopChecks(),
  },
  DesktopCheckCacheCloser,
];
