import { DEMO_REQUEST_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';
import { IsHoneypot, IsLeadChoice, IsLeadText, IsOptionalLeadText } from './lead-fields';

/** POST /api/demos/request */
export class DemoRequestDto {
  @IsLeadText(DEMO_REQUEST_RULES.fullName)
  fullName!: string;

  @IsNormalizedEmail(DEMO_REQUEST_RULES.email.message)
  email!: string;

  @IsLeadText(DEMO_REQUEST_RULES.company)
  company!: string;

  @IsLeadChoice(DEMO_REQUEST_RULES.industry)
  industry!: string;

  @IsOptionalLeadText(DEMO_REQUEST_RULES.message)
  message?: string | null;

  @IsHoneypot()
  website?: string | null;
}
