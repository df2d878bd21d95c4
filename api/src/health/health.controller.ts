import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { writeJson } from '../common/http/write-answer';
import { ReadinessService } from './readiness.service';

/**
 * Probes for load balancers and orchestrators, at the root (outside /api). They answer in
 * their own format, outside the success envelope, so they write their responses themselves.
 */
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process is up and serving. */
  @Get('healthz')
  healthz(@Res() response: Response): void {
    writeJson(response, { status: 'ok' });
  }

  /** Readiness: 503 while the database does not answer; Redis down is `degraded`, still 200. */
  @Get('readyz')
  async readyz(@Res() response: Response): Promise<void> {
    const { ready, checks } = await this.readiness.check();
    writeJson(response, { status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503);
  }
}
