import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { MetricsRegistry } from '@pointforge/infra';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../common/config/app-config';
import { ProbeServer } from '../common/lifecycle/probe-server';

/**
 * GET /metrics in Prometheus text on METRICS_PORT, apart from the site's port so the
 * metrics are never public by accident; nothing else is served there. It listens on
 * METRICS_HOST (loopback unless opened) and, with METRICS_TOKEN, answers only a scrape that
 * sends it as a bearer token (else 401). It closes last on shutdown, so a scrape still sees
 * the drain.
 */
@Injectable()
export class MetricsServer extends ProbeServer implements OnApplicationBootstrap {
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metricsPort as number;
    const answer = (request: IncomingMessage, response: ServerResponse): void => {
      if ((request.url ?? '').split('?')[0] !== '/metrics') return sendText(response, 404, 'Not found: metrics are at /metrics\n');
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed\n');
      if (!this.authorized(request)) {
        response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendText(response, 401, 'Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n');
      }
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
    };
    await this.serve(answer, port, this.config.metricsHost);
    const guarded = this.config.metricsToken === undefined ? '' : ' (bearer token required)';
    this.logger.log(`Prometheus metrics on http://${this.config.metricsHost}:${port}/metrics${guarded}`);
  }

  /** Compared as digests, so the time taken tells nothing of the token. */
  private authorized(request: IncomingMessage): boolean {
    const token = this.config.metricsToken;
    if (token === undefined) return true;
    const sent = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return timingSafeEqual(sha256(sent), sha256(token));
  }
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(text);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
