import { Controller, Get, UseGuards } from '@nestjs/common';
import { LatestReleasesUseCase, type DashboardRelease } from '@pointforge/domain';
import type { ApiResult } from '../../common/http/success-envelope';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';

/** GET /api/downloads/releases: what the dashboard offers, the latest stable release per platform with its checksums. */
@Controller('downloads')
export class DashboardReleasesController {
  constructor(private readonly latestReleasesUseCase: LatestReleasesUseCase) {}

  @Get('releases')
  @UseGuards(SessionAuthGuard)
  async releases(): Promise<ApiResult<{ releases: DashboardRelease[] }>> {
    return { releases: await this.latestReleasesUseCase.execute() };
  }
}
