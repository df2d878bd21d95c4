import type { Server } from 'node:http';

/**
 * The small side servers beside the app (the worker's health probes, each process's
 * metrics): listen on the configured host, and close at once on shutdown.
 */
export function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

/** Stops listening and drops open keep-alive connections: a probe or a scrape is cheap to repeat. */
export function closeNow(server: Server | undefined): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
