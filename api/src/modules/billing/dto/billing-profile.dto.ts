import type { BillingProfile } from '@pointforge/domain';
import { IsIn, IsOptional, IsString } from 'class-validator';

const KINDS: ReadonlyArray<BillingProfile['kind']> = ['person', 'company'];

/**
 * PUT /api/billing/profile: the shape only. The rules (required text, lengths, a real
 * country, a South African VAT number's form) are the domain's billingProfileErrors, so the
 * form and the API refuse the same profile with the same words.
 */
export class BillingProfileDto {
  @IsIn(KINDS, { message: 'Choose a person or a company.' })
  kind!: BillingProfile['kind'];

  @IsString({ message: 'Legal name is required.' })
  legalName!: string;

  @IsString({ message: 'Address is required.' })
  addressLine1!: string;

  @IsString()
  @IsOptional()
  addressLine2?: string | null;

  @IsString({ message: 'City is required.' })
  city!: string;

  @IsString()
  @IsOptional()
  region?: string | null;

  @IsString()
  @IsOptional()
  postalCode?: string | null;

  @IsString({ message: 'Choose a country.' })
  country!: string;

  @IsString()
  @IsOptional()
  vatNumber?: string | null;
}
