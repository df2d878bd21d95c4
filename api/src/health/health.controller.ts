import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SkipEnvelope } from '../common/http/success-envelope.interceptor';
import { ReadinessService } from './readiness.service';

/** Probes for load balancers and orchestrators, at the root (outside /api) and outside the envelope. */
@Controller()
@SkipEnvelope()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process is up and serving. */
  @Get('healthz')
  healthz(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 503 while the database does not answer; Redis down is `degraded`, still 200. */
  @Get('readyz')
  async readyz(@Res({ passthrough: true }) response: Response): Promise<object> {
    const { ready, checks } = await this.readiness.check();
    response.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'unavailable', checks };
  }
}
