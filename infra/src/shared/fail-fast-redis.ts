import Redis from 'ioredis';

/**
 * A client for reads a cache makes on every request: commands fail at once while Redis is
 * away instead of queueing, an answer slower than `commandTimeoutMs` is given up, and the
 * commands sent in one turn go in one write (auto-pipelining). Its failures mean a database
 * read; reconnecting is ioredis's business, and it would print every attempt.
 */
export function failFastRedis(redisUrl: string, commandTimeoutMs: number): Redis {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, commandTimeout: commandTimeoutMs, enableAutoPipelining: true });
  redis.on('error', () => undefined);
  return redis;
}
