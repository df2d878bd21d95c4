import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { IsPageCursor, IsSearchText } from './page-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MESSAGE = (name: string) => `${name} must be a date, such as 2027-03-01.`;

/** A date range of issue days, both included: `from` from its midnight UTC, `to` to the end of its day. */
export class DocumentRangeQuery {
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE('from') })
  from?: string;

  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE('to') })
  to?: string;
}

/** GET /api/admin/documents?q=&from=&to=&page= */
export class ListDocumentsQuery extends DocumentRangeQuery {
  /** A document number, or part of the customer's name, email or VAT number. */
  @IsSearchText()
  q?: string;

  @IsPageCursor()
  cursor?: string;
}

/** GET /api/admin/documents/export.csv?from=&to=: both days required. */
export class ExportDocumentsQuery {
  @Matches(DAY, { message: DAY_MESSAGE('from') })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE('from') })
  from!: string;

  @Matches(DAY, { message: DAY_MESSAGE('to') })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE('to') })
  to!: string;
}
