import { IsBoolean } from 'class-validator';

const BOOLEAN = { message: '$property must be true or false' };

/** The preferences dialog saves all three toggles at once. */
export class UpdatePreferencesDto {
  @IsBoolean(BOOLEAN)
  emailNewsletter!: boolean;

  @IsBoolean(BOOLEAN)
  emailProductUpdates!: boolean;

  @IsBoolean(BOOLEAN)
  emailPromotions!: boolean;
}
