import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The query of a signed download link. Every part is optional here: a link with a part
 * missing or changed is refused by the signature check with 403, not picked apart as a
 * form with 400.
 */
export class DownloadLinkQuery {
  @IsOptional()
  @IsString()
  @MaxLength(20)
  expires?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  signature?: string;
}
