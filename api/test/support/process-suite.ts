import { createConnection, type Connection } from 'mysql2/promise';
import { Teardown } from '@pointforge/infra/testing/teardown';
import { buildApi, type RunningProcess } from './child-process';
import { Later } from './later';
import { ProcessStack, type ProcessStackOptions } from './process-stack';
import { SignedInUsers } from './signed-in-users';
import { startServices, type SuiteService } from './stack-suite';
import { TcpProxy } from './tcp-proxy';
import { TEST_SITE_ORIGIN } from './test-config';

type ProcessOptions = Partial<ProcessStackOptions>;

export interface ProcessSuiteOptions extends ProcessOptions {
  /** Started first, in this order, and stopped after the processes: a Redis of the suite's own, a proxy in front of MariaDB. */
  services?: Array<SuiteService<ProcessOptions>>;
  /** The users' label in their addresses. */
  usersLabel: string;
}

/** The running processes and what a fault test drives them with (stand-ins, good from beforeAll on). */
export interface ProcessSuite {
  readonly stack: ProcessStack;
  /** The worker process, for a test that stops it. */
  readonly worker: RunningProcess;
  /** Made through the API process as a visitor makes them. */
  readonly users: SignedInUsers;
  /** One connection to the stack's database, for checks and interference in SQL. */
  readonly sql: Connection;
}

/**
 * For the describe it is called in: the entry points built, the stack's services started,
 * then the `api` and a `worker` process, each waited for until ready; all stopped afterwards.
 */
export function processSuite(label: string, options: ProcessSuiteOptions): ProcessSuite {
  const { services = [], usersLabel, ...stackOptions } = options;
  const stack = new Later<ProcessStack>(`the ${label} processes`);
  const worker = new Later<RunningProcess>(`the ${label} worker`);
  const users = new Later<SignedInUsers>(`the ${label} users`);
  const sql = new Later<Connection>(`the ${label} SQL connection`);
  // A stack's own close takes its steps one by one, each time-boxed: give it as long as afterAll has.
  const teardown = new Teardown(30_000);

  beforeAll(async () => {
    buildApi();
    const started = await ProcessStack.start(label, (await startServices(services, teardown, stackOptions)) as ProcessStackOptions);
    teardown.add(() => started.close());
    stack.set(started);
    await started.startApi();
    worker.set(await started.startWorker());
    users.set(new SignedInUsers(started.apiUrl, started.mailbox, TEST_SITE_ORIGIN, usersLabel));
    const connection = await createConnection(started.database.url);
    teardown.add(() => connection.end());
    sql.set(connection);
  }, 180_000);

  afterAll(() => teardown.run());

  return { stack: stack.standIn, worker: worker.standIn, users: users.standIn, sql: sql.standIn };
}

/** A TcpProxy in front of the shared MariaDB (a stand-in, from beforeAll on) that the processes reach it through. */
export function proxyToMariadb(): { proxy: TcpProxy; service: SuiteService<ProcessOptions> } {
  const proxy = new Later<TcpProxy>('the proxy to MariaDB');
  const service: SuiteService<ProcessOptions> = {
    start: async () => {
      proxy.set(await TcpProxy.start(Number(process.env.TEST_MYSQL_PORT ?? 3306)));
      return { databasePort: proxy.get().port };
    },
    close: () => proxy.get().cut(),
  };
  return { proxy: proxy.standIn, service };
}
