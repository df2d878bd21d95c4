import { Body, Controller, Get, Inject, NotFoundException, Param, Query, Req, StreamableFile, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import {
  RequestInstallerDownloadUseCase,
  downloadFileMissingError,
  downloadLinkExpiredError,
  downloadLinkInvalidError,
  type AuthenticatedSession,
  type InstallerDownloadLink,
} from '@pointforge/domain';
import { attachmentContentDisposition, type LocalFileStorage } from '@pointforge/infra';
import type { ApiResult } from '../../common/http/success-envelope';
import { PostAction } from '../../common/http/post-action.decorator';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { LOCAL_FILE_STORAGE } from '../../adapter-modules/storage/storage.module';
import { CurrentSession } from '../accounts/session/current-session.decorator';
import { SessionAuthGuard } from '../accounts/session/session-auth.guard';
import { DownloadLinkQuery } from './dto/download-link.query';
import { InstallerDownloadDto } from './dto/installer-download.dto';

/**
 * /api/downloads/*: the link to the latest stable release of a platform for a signed-in
 * user who solved the captcha, and,
 * with local storage, the signed links themselves. A link needs no session: its signature
 * is the authority, and the browser may follow it from anywhere within its five minutes.
 */
@Controller('downloads')
export class DownloadsController {
  constructor(
    private readonly requestInstallerDownloadUseCase: RequestInstallerDownloadUseCase,
    @Inject(LOCAL_FILE_STORAGE) private readonly localFiles: LocalFileStorage | null,
  ) {}

  @PostAction('installer')
  @UseGuards(SessionAuthGuard)
  async installer(
    @CurrentSession() { user }: AuthenticatedSession,
    @Body() body: InstallerDownloadDto,
    @Req() request: Request,
  ): Promise<ApiResult<InstallerDownloadLink>> {
    return this.requestInstallerDownloadUseCase.execute({
      userId: user.id,
      captchaToken: body.captchaToken,
      ipAddress: clientIp(request),
      platform: body.platform ?? 'windows',
    });
  }

  /** `*objectKey` spans slashes: `installers/PointForge-Setup-1.0.7.exe`. */
  @Get('files/*objectKey')
  async file(@Param('objectKey') segments: string[] | string, @Query() query: DownloadLinkQuery): Promise<StreamableFile> {
    // With S3 the links point at the bucket; this route serves nothing.
    if (!this.localFiles) throw new NotFoundException();
    const objectKey = Array.isArray(segments) ? segments.join('/') : segments;
    const name = query.name ?? '';
    const check = this.localFiles.verify(objectKey, query.expires ?? '', name, query.signature ?? '');
    if (check === 'invalid') throw downloadLinkInvalidError();
    if (check === 'expired') throw downloadLinkExpiredError();

    const file = await this.localFiles.open(objectKey);
    if (!file) throw downloadFileMissingError();
    return new StreamableFile(file.stream, {
      type: 'application/octet-stream',
      disposition: attachmentContentDisposition(name),
      length: file.size,
    });
  }
}
