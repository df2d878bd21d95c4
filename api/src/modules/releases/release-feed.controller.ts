import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GetReleaseNotesUseCase, ReleaseSignerPort, releaseDay, updateAfter, UpdateFeedUseCase, type FeedItem, type UpdateFeedInput } from '@pointforge/domain';
import { AppConfig } from '../../common/config/app-config';
import type { ApiResult } from '../../common/http/success-envelope';
import { writeText } from '../../common/http/write-answer';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { headerCredential } from '../licensing/desktop-credential';
import { appcastXml } from './appcast';
import { LatestReleaseQuery, ReleaseFeedQuery } from './dto/release-feed.query';
import { ReleaseIdParams } from './dto/release-id.params';
import { ApiAppcast, ApiLatestRelease, ApiReleaseNotes, ApiReleasePublicKey } from './release-feed.openapi';
import { RELEASE_NOTES_PAGE_CSP, releaseNotesPage } from './release-notes-page';

/** The update /latest offers: the release's facts and its links. */
export interface AvailableUpdate {
  version: string;
  /** YYYY-MM-DD. */
  releasedAt: string;
  size: number;
  sha256: string;
  sha512: string;
  edSignature: string;
  downloadUrl: string;
  notesUrl: string;
}

function toAvailableUpdate({ release, downloadUrl, notesUrl }: FeedItem): AvailableUpdate {
  const { version, size, sha256, sha512, edSignature } = release;
  return { version, releasedAt: releaseDay(release.releasedAt), size, sha256, sha512, edSignature, downloadUrl, notesUrl };
}

/**
 * /api/v1/releases/*: the desktop app's update feed. The appcast and /latest are authorised
 * by `Authorization: License <key>` or a device's `Bearer` token and count against the
 * licence API's rate limits; their artifact links expire within the hour, so they are never
 * cached. The public key and the notes pages are public.
 */
@Controller('v1/releases')
export class ReleaseFeedController {
  constructor(
    private readonly updateFeedUseCase: UpdateFeedUseCase,
    private readonly getReleaseNotesUseCase: GetReleaseNotesUseCase,
    private readonly signer: ReleaseSignerPort,
    private readonly config: AppConfig,
  ) {}

  /** Sparkle's SUPublicEDKey: base64 of the 32 raw bytes of the release key. */
  @Get('public-key')
  @ApiReleasePublicKey()
  @Header('Cache-Control', 'public, max-age=300')
  publicKey(): ApiResult<{ edPublicKey: string }> {
    return { edPublicKey: this.signer.publicKey() };
  }

  /** The newest release the licence may install when it is newer than `current`, else null. */
  @Get('latest')
  @ApiLatestRelease()
  @Header('Cache-Control', 'no-store')
  async latest(@Query() query: LatestReleaseQuery, @Req() request: Request): Promise<ApiResult<{ update: AvailableUpdate | null }>> {
    const update = updateAfter(await this.updateFeedUseCase.execute(feedInput(query, request)), query.current);
    return { update: update && toAvailableUpdate(update) };
  }

  @Get('appcast.xml')
  @ApiAppcast()
  @Header('Cache-Control', 'no-store')
  async appcast(@Query() query: ReleaseFeedQuery, @Req() request: Request, @Res() response: Response): Promise<void> {
    const input = feedInput(query, request);
    const items = await this.updateFeedUseCase.execute(input);
    writeText(
      response,
      appcastXml(items, { platform: input.platform, channel: input.channel, siteOrigin: this.config.siteOrigin }),
      'application/rss+xml; charset=utf-8',
    );
  }

  @Get(':id/notes')
  @ApiReleaseNotes()
  @Header('Cache-Control', 'public, max-age=300')
  async notes(@Param() params: ReleaseIdParams, @Res() response: Response): Promise<void> {
    const page = releaseNotesPage(await this.getReleaseNotesUseCase.execute(params.id));
    response.setHeader('Content-Security-Policy', RELEASE_NOTES_PAGE_CSP);
    writeText(response, page, 'text/html; charset=utf-8');
  }
}

function feedInput(query: ReleaseFeedQuery, request: Request): UpdateFeedInput {
  return { credential: headerCredential(request), ipAddress: clientIp(request), platform: query.platform, channel: query.channel ?? 'stable' };
}
