import { Body, Get, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  invalidReleaseFieldError,
  ListReleasesUseCase,
  PublishReleaseUseCase,
  ReleaseNotesRendererPort,
  toAdminRelease,
  type AdminRelease,
  type AuditActor,
} from '@pointforge/domain';
import { createReadStream } from 'node:fs';
import type { ApiResult } from '../../common/http/success-envelope';
import { AdminActor } from '../admin/admin-actor.decorator';
import { AdminController } from '../admin/admin-controller.decorator';
import { AuditedByUseCase } from '../admin/admin-route';
import { PublishReleaseDto } from './dto/publish-release.dto';
import { RemoveUploadedArtifact, type UploadedArtifact } from './uploaded-artifact';

/** The form's file field. */
export const ARTIFACT_FIELD = 'artifact';

/**
 * /api/admin/releases: the releases, and publishing one. The upload is multipart/form-data
 * (the CSRF guard admits that type on this route only, with the usual X-Requested-With and
 * Origin checks), spooled by multer to a temporary file within RELEASE_MAX_BYTES (413
 * beyond), read from there as a stream, and removed once answered.
 */
@AdminController('releases')
export class ReleasesAdminController {
  constructor(
    private readonly listReleasesUseCase: ListReleasesUseCase,
    private readonly publishReleaseUseCase: PublishReleaseUseCase,
    private readonly notes: ReleaseNotesRendererPort,
  ) {}

  @Get()
  async list(): Promise<ApiResult<{ releases: AdminRelease[] }>> {
    return { releases: await this.listReleasesUseCase.execute() };
  }

  /** 201 with the release; 400 a field, 409 RELEASES.VERSION_EXISTS, 413 past RELEASE_MAX_BYTES. */
  @Post()
  @AuditedByUseCase()
  @UseInterceptors(RemoveUploadedArtifact, FileInterceptor(ARTIFACT_FIELD))
  async publish(
    @UploadedFile() artifact: UploadedArtifact | undefined,
    @Body() body: PublishReleaseDto,
    @AdminActor() actor: AuditActor,
  ): Promise<ApiResult<{ release: AdminRelease }>> {
    if (!artifact) throw invalidReleaseFieldError(ARTIFACT_FIELD, 'Choose the file to publish.');
    const release = await this.publishReleaseUseCase.execute({
      ...body,
      fileName: artifact.originalname,
      artifact: () => createReadStream(artifact.path),
      actor,
    });
    return { message: `Version ${release.version} is published.`, release: toAdminRelease(release, this.notes.toHtml(release.notes), actor.email) };
  }
}
