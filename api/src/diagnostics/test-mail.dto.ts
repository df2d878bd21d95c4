import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsNormalizedEmail } from '../common/http/validation';

export class TestMailDto {
  @IsNormalizedEmail()
  to!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(200)
  subject!: string;
}
