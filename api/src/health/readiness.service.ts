import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pingDatabase } from '@pointforge/infra';
import { RedisPing } from '../infrastructure/queue/redis-ping';

export type CheckStatus = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckStatus>;
}

/** A dependency that does not answer within this time counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether this process can do its work: the database answers, and Redis when it is configured. */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Optional() @Inject(RedisPing) private readonly redis?: RedisPing,
  ) {}

  async check(): Promise<Readiness> {
    const checks: Record<string, () => Promise<unknown>> = { database: () => pingDatabase(this.dataSource) };
    if (this.redis) {
      const redis = this.redis;
      checks.redis = () => redis.ping();
    }
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, run]) => [name, await passes(run)] as const),
    );
    return {
      ready: results.every(([, status]) => status === 'ok'),
      checks: Object.fromEntries(results),
    };
  }
}

async function passes(run: () => Promise<unknown>): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
