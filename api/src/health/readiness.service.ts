import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pingDatabase, withTimeout } from '@pointforge/infra';
import { RedisPing } from '../adapter-modules/queue/redis-ping';

/** `degraded`: down, but this process still serves (Redis: jobs wait in the outbox, limits count locally). */
export type CheckStatus = 'ok' | 'failed' | 'degraded';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckStatus>;
}

/** A dependency that does not answer within this time counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether this process can serve: only the database is required. Redis, when configured,
 * is an accelerator: while it is down jobs wait in the outbox and rate limits are counted
 * per process, so it reports `degraded` instead of failing readiness; a load balancer must
 * not take every replica out because of Redis.
 */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Optional() @Inject(RedisPing) private readonly redis?: RedisPing,
  ) {}

  async check(): Promise<Readiness> {
    const redis = this.redis;
    const [database, redisStatus] = await Promise.all([
      passes(() => pingDatabase(this.dataSource)),
      redis ? passes(() => redis.ping()) : Promise.resolve(undefined),
    ]);
    const checks: Record<string, CheckStatus> = { database: database ? 'ok' : 'failed' };
    if (redisStatus !== undefined) checks.redis = redisStatus ? 'ok' : 'degraded';
    return { ready: database, checks };
  }
}

async function passes(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(run(), CHECK_TIMEOUT_MS, 'The readiness check');
    return true;
  } catch {
    return false;
  }
}
