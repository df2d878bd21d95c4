import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { RELEASE_CHANNELS, RELEASE_NOTES_MAX_LENGTH, RELEASE_VERSION_MAX_LENGTH, type MachinePlatform, type ReleaseChannel } from '@pointforge/domain';
import { KeepWhitespace } from '../../../common/http/validation';
import { IsPlatformField } from '../../licensing/dto/desktop-license-fields';
import { IsReleaseVersion } from './release-version.validator';

/** The form fields of POST /api/admin/releases (multipart/form-data, beside the file field `artifact`). */
export class PublishReleaseDto {
  @IsString()
  @MaxLength(RELEASE_VERSION_MAX_LENGTH)
  @IsReleaseVersion('version')
  version!: string;

  @IsIn(RELEASE_CHANNELS, { message: `channel must be one of ${RELEASE_CHANNELS.join(', ')}.` })
  channel!: ReleaseChannel;

  @IsPlatformField({ required: true, description: 'The operating system the build is for.' })
  platform!: MachinePlatform;

  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'releasedAt must be a date (YYYY-MM-DD).' })
  releasedAt!: string;

  /** Markdown; its leading and trailing blank lines mean nothing, but indentation inside does. */
  @KeepWhitespace()
  @IsString()
  @MaxLength(RELEASE_NOTES_MAX_LENGTH, { message: `notes must be at most ${RELEASE_NOTES_MAX_LENGTH} characters.` })
  notes!: string;
}
