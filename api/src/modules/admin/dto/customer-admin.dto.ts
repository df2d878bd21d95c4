import { IsString, MaxLength } from 'class-validator';
import { IsPageNumber, IsSearchText } from './page-query';

/** GET /api/admin/customers?q=&page= */
export class SearchCustomersQuery {
  /** Part of the email, first or last name, or company. */
  @IsSearchText()
  q?: string;

  @IsPageNumber()
  page?: number;
}

/** Ids in admin paths: UUIDs, never longer. */
export class CustomerParams {
  @IsString()
  @MaxLength(36)
  id!: string;
}

export class CustomerDeviceParams extends CustomerParams {
  @IsString()
  @MaxLength(36)
  licenseId!: string;

  @IsString()
  @MaxLength(36)
  deviceId!: string;
}
