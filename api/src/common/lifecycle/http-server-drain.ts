import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';

/** In-flight requests get this long to finish before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * First step of shutdown (module-destroy runs before every other hook): stop accepting
 * connections and let in-flight requests finish, so job consumers stop and the database
 * closes only after the last request that might use them.
 */
@Injectable()
export class HttpServerDrain implements OnModuleDestroy {
  private readonly logger = new Logger('Shutdown');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async onModuleDestroy(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    this.logger.log('Not accepting new connections; finishing in-flight requests');
    await new Promise<void>((resolve) => {
      // Keep-alive connections become idle once their request is answered: close them then.
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      server.close(() => {
        clearInterval(idleSweep);
        clearTimeout(deadline);
        resolve();
      });
    });
  }
}
