import { spawn, spawnSync } from 'node:child_process';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createConnection, type Connection } from 'mysql2/promise';
import { BackupError } from './backup-manifest';
import { newestMigration, type SchemaVersion } from './schema-version';

interface MysqlServer {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

function serverOf(databaseUrl: string): MysqlServer {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '') throw new BackupError('DATABASE_URL names no database');
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database,
  };
}

/** The first of the clients that is installed: MariaDB's names, then MySQL's. */
function clientBinary(candidates: readonly string[]): string {
  const found = candidates.find((candidate) => !spawnSync(candidate, ['--version'], { stdio: 'ignore' }).error);
  if (found === undefined) throw new BackupError(`neither ${candidates.join(' nor ')} is installed (Debian: apt-get install mariadb-client)`);
  return found;
}

function optionValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Runs `binary` with the credentials in a temporary option file (mode 0600, removed
 * afterwards), never on the command line, where `ps` would show the password to every user.
 * `protocol=TCP` keeps `localhost` meaning the URL's port, not the client's default socket.
 */
async function runClient(binary: string, server: MysqlServer, args: string[], io: { stdin?: Readable; stdout?: Writable }): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'pointforge-mysql-'));
  const optionFile = join(directory, 'client.cnf');
  try {
    const options = ['[client]', `host=${optionValue(server.host)}`, `port=${server.port}`, `user=${optionValue(server.user)}`, 'protocol=TCP'];
    if (server.password !== '') options.push(`password=${optionValue(server.password)}`);
    await writeFile(optionFile, `${options.join('\n')}\n`, { mode: 0o600 });
    const child = spawn(binary, [`--defaults-extra-file=${optionFile}`, ...args], { stdio: 'pipe' });
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const streams = Promise.allSettled([
      io.stdout ? pipeline(child.stdout, io.stdout) : child.stdout.resume(),
      io.stdin ? pipeline(io.stdin, child.stdin) : child.stdin.end(),
    ]);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    // The client's own complaint names the cause better than the broken pipe it leaves behind.
    if (code !== 0) {
      const lastLine = Buffer.concat(stderr).toString('utf8').trim().split('\n').at(-1) ?? '';
      throw new BackupError(`${binary} failed (exit ${code}): ${lastLine}`);
    }
    const failed = (await streams).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function withConnection<T>(server: MysqlServer, database: string | undefined, work: (connection: Connection) => Promise<T>): Promise<T> {
  const { host, port, user, password } = server;
  const connection = await createConnection({ host, port, user, password, database, charset: 'utf8mb4', multipleStatements: false });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/**
 * A consistent dump: `--single-transaction` reads every InnoDB table at one moment without
 * locking the app out; binary columns as hex and utf8mb4 throughout, so the dump restores
 * byte for byte. No database name in it, so it restores into whichever one is configured.
 */
export async function dumpMysql(databaseUrl: string, destination: string): Promise<SchemaVersion> {
  const server = serverOf(databaseUrl);
  const schema = await withConnection(server, server.database, (connection) => newestMigration(async (sql) => (await connection.query(sql))[0] as unknown[]));
  await mkdir(dirname(destination), { recursive: true });
  const args = ['--single-transaction', '--routines', '--triggers', '--hex-blob', '--default-character-set=utf8mb4', '--no-tablespaces', server.database];
  await runClient(clientBinary(['mariadb-dump', 'mysqldump']), server, args, { stdout: createWriteStream(destination) });
  return schema;
}

/**
 * Refuses, changing nothing, unless the restore can finish: the client is installed, the dump
 * is readable and the client logs in. The tables are dropped only after, so a host without
 * mariadb-client never ends with an empty database.
 */
async function assertCanLoad(binary: string, server: MysqlServer, dump: string): Promise<void> {
  await access(dump, constants.R_OK).catch(() => {
    throw new BackupError(`the dump ${dump} cannot be read`);
  });
  await runClient(binary, server, ['-e', 'SELECT 1', server.database], {});
}

/**
 * Creates the configured database when it is gone, drops every table and view in it (tables
 * a newer schema added would otherwise stay behind and break the migrations that follow),
 * then loads the dump with the `mariadb`/`mysql` client.
 */
export async function restoreMysql(dump: string, databaseUrl: string): Promise<void> {
  const server = serverOf(databaseUrl);
  const binary = clientBinary(['mariadb', 'mysql']);
  const name = server.database.replace(/`/g, '``');
  await withConnection(server, undefined, (connection) =>
    connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`),
  );
  await assertCanLoad(binary, server, dump);
  await withConnection(server, undefined, async (connection) => {
    const [rows] = await connection.query('SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [
      server.database,
    ]);
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name: table, type } of rows as Array<{ name: string; type: string }>) {
      await connection.query(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS \`${name}\`.\`${table.replace(/`/g, '``')}\``);
    }
  });
  // The dump's CREATE TABLEs rebuild the FULLTEXT indexes, which keep the stopword setting of
  // the session that built them: off, as the console-search migration built them.
  const load = ['--default-character-set=utf8mb4', '--init-command=SET SESSION innodb_ft_enable_stopword = OFF', server.database];
  await runClient(binary, server, load, { stdin: createReadStream(dump) });
}
