import { ACTIVATION_REQUEST_MAX_LENGTH, isDeactivationCode, REGISTER_RULES } from '@pointforge/domain';
import { object, string } from 'yup';
import { emailSchema, fileSchema } from '../../components/ui/form';
import { offlineActivationCopy, offlineDeactivationCopy } from '../../content/offline-licensing';

/** The owner's invitation: the colleague's address, by the rule an account's address meets. */
export const inviteMemberSchema = object({ email: emailSchema(REGISTER_RULES.email) });

/** An offline activation: the request file the app wrote, chosen and no larger than the server reads (an armored request is ASCII: a byte a character). */
export const offlineActivationSchema = object({
  request: fileSchema(offlineActivationCopy.fileRequired, { bytes: ACTIVATION_REQUEST_MAX_LENGTH, message: offlineActivationCopy.fileTooLarge }),
});

/** A deactivation code as the app shows it (XXXX-XXXX-XXXX-XXXX), read as the server reads it: any case, with or without dashes and blanks. */
export const offlineDeactivationSchema = object({
  code: string()
    .trim()
    .required(offlineDeactivationCopy.codeInvalid)
    .test('shape', offlineDeactivationCopy.codeInvalid, (code) => isDeactivationCode(code ?? '')),
});
