import { PaypalSimulator } from '@pointforge/infra';
import { paypalSimulatorEnvironment } from '@pointforge/infra/testing/paypal-simulator-environment';
import { Teardown } from '@pointforge/infra/testing/teardown';
import { startProductionStack, type AccountsStack, type ProductionStackOptions } from './accounts-stack';
import { Later } from './later';
import { RedisServer } from './redis-server';
import { SignedInUsers } from './signed-in-users';
import { createTestWebDist } from './web-dist';

export type StartStack = (label: string, options: ProductionStackOptions) => Promise<AccountsStack>;

/** Something a suite starts before its stack and stops after it, and what the stack is told of it. */
export interface SuiteService<Options = ProductionStackOptions> {
  start(): Promise<Options>;
  close(): Promise<void> | void;
}

/** Starts `services` in order, each stopped by `teardown`, and answers `options` with what they tell the stack. */
export async function startServices<Options extends { env?: Record<string, string> }>(
  services: Array<SuiteService<Options>>,
  teardown: Teardown,
  options: Options,
): Promise<Options> {
  let told = options;
  for (const service of services) {
    const more = await service.start();
    teardown.add(() => service.close());
    told = { ...told, ...more, env: { ...told.env, ...more.env } };
  }
  return told;
}

export interface StackSuiteOptions extends ProductionStackOptions {
  /** startProductionStack unless told (startEmbeddedStack, say). */
  start?: StartStack;
  /** Started first, in this order, and stopped after the stack: a PayPal simulator, a web build, a Redis of the suite's own. */
  services?: SuiteService[];
  /** The users' label in their addresses; the stack's unless told. */
  usersLabel?: string;
}

export interface StackSuite {
  /** The running stack and the users made through it (stand-ins, good from beforeAll on). */
  readonly stack: AccountsStack;
  readonly users: SignedInUsers;
}

/**
 * Starts, for the describe it is called in, the app in the shape `start` builds (with its
 * services first), gives the specs its users, and stops it all afterwards.
 */
export function stackSuite(label: string, options: StackSuiteOptions = {}): StackSuite {
  const { start = startProductionStack, services = [], usersLabel = label, ...stackOptions } = options;
  const stack = new Later<AccountsStack>(`the ${label} stack`);
  const users = new Later<SignedInUsers>(`the ${label} users`);
  // A stack's own close takes its steps one by one, each time-boxed: give it as long as afterAll has.
  const teardown = new Teardown(30_000);

  beforeAll(async () => {
    const started = await start(label, await startServices(services, teardown, stackOptions));
    teardown.add(() => started.close());
    stack.set(started);
    users.set(new SignedInUsers(started.http, started.mailbox, started.origin, usersLabel));
  }, 120_000);

  afterAll(() => teardown.run());

  return { stack: stack.standIn, users: users.standIn };
}

/** The PayPal simulator over HTTP, the stack's PayPal adapter pointed at it. */
export function paypalService(simulator: PaypalSimulator): SuiteService {
  return {
    start: async () => ({ env: paypalSimulatorEnvironment(await simulator.listen()) }),
    close: () => simulator.close(),
  };
}

/** A small web build (createTestWebDist) the stack serves. */
export function webDistService(): SuiteService {
  let remove = (): void => undefined;
  return {
    start: async () => {
      const webDist = createTestWebDist();
      remove = webDist.remove;
      return { env: { SERVE_WEB: 'true', WEB_DIST_DIR: webDist.dir } };
    },
    close: () => remove(),
  };
}

/** A redis-server of the suite's own (a stand-in, from beforeAll on) for the stack, which a test may stop. */
export function ownRedisServer(options: { appendOnly?: boolean } = {}): { redis: RedisServer; service: SuiteService<{ redisUrl: string }> } {
  const redis = new Later<RedisServer>('the suite’s redis-server');
  const service: SuiteService<{ redisUrl: string }> = {
    start: async () => {
      redis.set(await RedisServer.start(options));
      return { redisUrl: redis.get().url };
    },
    close: () => redis.get().dispose(),
  };
  return { redis: redis.standIn, service };
}
