import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** `:id` of a release; an id that names none is 404. */
export class ReleaseIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(36)
  id!: string;
}
