import { CONTACT_MESSAGE_RULES } from '@pointforge/domain';
import { IsNormalizedEmail } from '../../../common/http/validation';
import { IsHoneypot, IsLeadChoice, IsLeadText } from './lead-fields';

/** POST /api/contact */
export class ContactMessageDto {
  @IsLeadText(CONTACT_MESSAGE_RULES.name)
  name!: string;

  @IsNormalizedEmail(CONTACT_MESSAGE_RULES.email.message)
  email!: string;

  @IsLeadChoice(CONTACT_MESSAGE_RULES.subject)
  subject!: string;

  @IsLeadText(CONTACT_MESSAGE_RULES.message)
  message!: string;

  @IsHoneypot()
  website?: string | null;
}
