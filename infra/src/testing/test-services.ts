import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';

/**
 * Real services for integration suites: each suite gets its own MariaDB database and
 * Redis key prefix, so suites run side by side and leave nothing behind.
 */
const mysqlHost = process.env.TEST_MYSQL_HOST ?? '127.0.0.1';
const mysqlPort = Number(process.env.TEST_MYSQL_PORT ?? 3306);
const mysqlUser = process.env.TEST_MYSQL_USER ?? 'root';
const mysqlPassword = process.env.TEST_MYSQL_PASSWORD ?? '';

/** How to reach the test MariaDB server as its administrator (mysql2 connection options). */
export const testMysqlServer = { host: mysqlHost, port: mysqlPort, user: mysqlUser, password: mysqlPassword } as const;

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

export function uniqueRedisPrefix(label: string): string {
  return `pftest:${label}:${uniqueSuffix()}`;
}

/** Deletes every key under these prefixes: what a suite that made its own prefixes leaves behind. */
export async function deleteRedisPrefixes(prefixes: readonly string[]): Promise<void> {
  const redis = new Redis(testRedisUrl);
  try {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

export interface TestMysqlDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database and returns its `mysql://` URL and a function that drops it. */
export async function createTestMysqlDatabase(label: string): Promise<TestMysqlDatabase> {
  const name = `pftest_${label.replace(/[^a-z0-9]/gi, '_')}_${uniqueSuffix()}`.toLowerCase();
  const admin = await createConnection(testMysqlServer);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const credentials = mysqlPassword ? `${mysqlUser}:${encodeURIComponent(mysqlPassword)}` : mysqlUser;
  return {
    name,
    url: `mysql://${credentials}@${mysqlHost}:${mysqlPort}/${name}`,
    async drop() {
      const conn = await createConnection(testMysqlServer);
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
    },
  };
}

/** Removes the jobs and rate-limit counters a suite left under its Redis prefix. */
export async function deleteRedisKeys(prefix: string, redisUrl = testRedisUrl): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
