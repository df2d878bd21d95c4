import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../common/config/app-config';
import { ProbeServer } from '../common/lifecycle/probe-server';
import { ReadinessService } from './readiness.service';

/**
 * The worker has no HTTP API; this tiny server answers /healthz and /readyz on
 * WORKER_HEALTH_PORT so the same probes work for both process types.
 */
@Injectable()
export class WorkerHealthServer extends ProbeServer implements OnApplicationBootstrap {
  private readonly logger = new Logger('WorkerHealth');

  constructor(
    private readonly config: AppConfig,
    private readonly readiness: ReadinessService,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const answer = (request: IncomingMessage, response: ServerResponse): void => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { status: 'method not allowed' });
      if (path === '/healthz') return send(response, 200, { status: 'ok' });
      if (path === '/readyz') {
        // A worker without Redis has no jobs to take, so unlike the API it is not ready then.
        void this.readiness.check().then(({ ready, checks }) => {
          const working = ready && checks.redis === 'ok';
          send(response, working ? 200 : 503, { status: working ? 'ok' : 'unavailable', checks });
        });
        return;
      }
      send(response, 404, { status: 'not found' });
    };
    await this.serve(answer, this.config.workerHealthPort, this.config.host);
    this.logger.log(`Health probes on http://${this.config.host}:${this.config.workerHealthPort}/healthz and /readyz`);
  }
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}
