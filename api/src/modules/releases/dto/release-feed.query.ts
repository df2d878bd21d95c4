import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RELEASE_CHANNELS, RELEASE_VERSION_MAX_LENGTH, type MachinePlatform, type ReleaseChannel } from '@pointforge/domain';
import { IsPlatformField } from '../../licensing/dto/desktop-license-fields';
import { IsReleaseVersion } from './release-version.validator';

/** `?platform=&channel=` of the appcast and /latest; the channel is stable unless told. */
export class ReleaseFeedQuery {
  @IsPlatformField({ required: true, description: 'The operating system of the builds offered.' })
  platform!: MachinePlatform;

  @ApiPropertyOptional({ enum: RELEASE_CHANNELS, default: 'stable', description: 'beta also sees the stable releases.' })
  @IsOptional()
  @IsIn(RELEASE_CHANNELS, { message: `channel must be one of ${RELEASE_CHANNELS.join(', ')}.` })
  channel?: ReleaseChannel;
}

/** /latest also takes `current=`, the version the app runs. */
export class LatestReleaseQuery extends ReleaseFeedQuery {
  @ApiPropertyOptional({
    maxLength: RELEASE_VERSION_MAX_LENGTH,
    example: '1.0.7',
    description: 'The version the app runs; without it the newest release is offered.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(RELEASE_VERSION_MAX_LENGTH)
  @IsReleaseVersion('current')
  current?: string;
}
