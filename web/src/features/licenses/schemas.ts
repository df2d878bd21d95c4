import { REGISTER_RULES } from '@pointforge/domain';
import { object } from 'yup';
import { emailSchema } from '../../components/ui/form';

/** The owner's invitation: the colleague's address, by the rule an account's address meets. */
export const inviteMemberSchema = object({ email: emailSchema(REGISTER_RULES.email) });
