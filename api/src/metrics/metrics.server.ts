import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { MetricsRegistry } from '@pointforge/infra';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { AppConfig } from '../common/config/app-config';
import { closeNow, listenOn } from '../common/lifecycle/probe-server';

/**
 * GET /metrics in Prometheus text on METRICS_PORT, apart from the site's port so the
 * metrics are never public by accident; nothing else is served there. It closes last on
 * shutdown, so a scrape still sees the drain.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort as number;
    const server = createServer((request, response) => {
      if ((request.url ?? '').split('?')[0] !== '/metrics') return sendText(response, 404, 'Not found: metrics are at /metrics\n');
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed\n');
      this.metrics.exposition().then(
        (text) => {
          response.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : text);
        },
        (error: unknown) => {
          this.logger.error(`Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}`);
          sendText(response, 500, 'Metrics could not be collected\n');
        },
      );
    });
    await listenOn(server, port, this.config.host);
    this.server = server;
    this.logger.log(`Prometheus metrics on http://${this.config.host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    await closeNow(this.server);
  }
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(text);
}
