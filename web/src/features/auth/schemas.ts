import { FORGOT_PASSWORD_RULES, LOGIN_RULES, REGISTER_RULES, RESET_PASSWORD_RULES } from '@pointforge/domain';
import { object, string } from 'yup';
import { emailSchema as email, secondFactorSchemaFields } from '../../components/ui/form';

/*
 * The login, register, forgot and reset rules of SITE-SPEC section 5, built from the
 * domain's account rules: the same lengths and messages the API enforces. Emails and
 * names count the trimmed value, passwords count every character as typed, as on the
 * server. (Formik hands yup an empty field as undefined, hence `required` beside `min`.)
 */

function newPassword(rule: { minLength: number; maxLength: number; message: string; tooLongMessage: string }) {
  return string().required(rule.message).min(rule.minLength, rule.message).max(rule.maxLength, rule.tooLongMessage);
}

function optionalText(rule: { maxLength: number; tooLongMessage: string; pattern?: RegExp; invalidMessage?: string }) {
  const text = string().trim().max(rule.maxLength, rule.tooLongMessage);
  return rule.pattern ? text.matches(rule.pattern, rule.invalidMessage) : text;
}

export const loginSchema = object({
  email: email(LOGIN_RULES.email),
  password: string().required(LOGIN_RULES.password.requiredMessage).max(LOGIN_RULES.password.maxLength, LOGIN_RULES.password.tooLongMessage),
});

export const registerSchema = object({
  email: email(REGISTER_RULES.email),
  firstName: optionalText(REGISTER_RULES.firstName),
  lastName: optionalText(REGISTER_RULES.lastName),
  company: optionalText(REGISTER_RULES.company),
  password: newPassword(REGISTER_RULES.password),
});

export const forgotPasswordSchema = object({
  email: email(FORGOT_PASSWORD_RULES.email),
});

export const resetPasswordSchema = object({
  password: newPassword(RESET_PASSWORD_RULES.password),
  confirmPassword: newPassword(RESET_PASSWORD_RULES.password).test(
    'matches-password',
    RESET_PASSWORD_RULES.confirmPassword.mismatchMessage,
    function matchesPassword(value) {
      return value === (this.parent as { password?: string }).password;
    },
  ),
});

/** The code step of a two-factor sign-in: the app's code, or a recovery code instead. */
export const twoFactorLoginSchema = object(secondFactorSchemaFields);
