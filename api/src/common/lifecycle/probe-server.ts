import type { OnApplicationShutdown } from '@nestjs/common';
import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * The small side servers beside the app (the worker's health probes, each process's
 * metrics): they listen on the configured host once started, and close at once on shutdown.
 */
export abstract class ProbeServer implements OnApplicationShutdown {
  private server: Server | undefined;

  /** Answers every request on `host`:`port` with `handle`. */
  protected async serve(handle: RequestListener, port: number, host: string): Promise<void> {
    const server = createServer(handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open keep-alive connections: a probe or a scrape is cheap to repeat. */
  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
