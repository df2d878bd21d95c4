import { CHANGE_PASSWORD_RULES, PROFILE_RULES, TWO_FACTOR_RULES } from '@pointforge/domain';
import { object, string } from 'yup';
import { authenticatorCodeRule, EMPTY_SECOND_FACTOR, secondFactorSchemaFields, type SecondFactorValues } from '../../components/ui/form/second-factor';

/*
 * The Profile tab's rules (SITE-SPEC section 5), built from the domain's account rules: the
 * same lengths and messages the API enforces. Names are optional and measured trimmed, as
 * on the server; passwords are taken as typed. (Formik hands yup an empty field as
 * undefined, hence `required` beside `min`.)
 */

function optionalName(rule: { maxLength: number; tooLongMessage: string; pattern?: RegExp; invalidMessage?: string }) {
  const text = string().trim().max(rule.maxLength, rule.tooLongMessage);
  return rule.pattern ? text.matches(rule.pattern, rule.invalidMessage) : text;
}

function password(rule: { minLength: number; maxLength: number; message: string; tooLongMessage: string }) {
  return string().required(rule.message).min(rule.minLength, rule.message).max(rule.maxLength, rule.tooLongMessage);
}

export const profileSchema = object({
  firstName: optionalName(PROFILE_RULES.firstName),
  lastName: optionalName(PROFILE_RULES.lastName),
  company: optionalName(PROFILE_RULES.company),
});

/** A password checked against the account (the current one, a confirmation): only required, never measured against the new-password rules. */
function givenPassword(rule: { maxLength: number; requiredMessage: string; tooLongMessage: string }) {
  return string().required(rule.requiredMessage).max(rule.maxLength, rule.tooLongMessage);
}

export const changePasswordSchema = object({
  currentPassword: givenPassword(CHANGE_PASSWORD_RULES.currentPassword),
  newPassword: password(CHANGE_PASSWORD_RULES.newPassword),
  confirmPassword: password(CHANGE_PASSWORD_RULES.confirmPassword).test(
    'matches-new-password',
    CHANGE_PASSWORD_RULES.confirmPassword.mismatchMessage,
    (value, context) => value === context.parent.newPassword,
  ),
});

/** The account's password and, when two-factor sign-in is on, its second factor: what proves the owner is at the keyboard. */
export type OwnerProofValues = SecondFactorValues & { password: string };

export const EMPTY_OWNER_PROOF: OwnerProofValues = { password: '', ...EMPTY_SECOND_FACTOR };

/** Confirming the password before a dangerous action: the password, and the second factor when on. */
export function confirmPasswordSchema(twoFactorEnabled: boolean) {
  const password = givenPassword(TWO_FACTOR_RULES.password);
  return twoFactorEnabled ? object({ password, ...secondFactorSchemaFields }) : object({ password });
}

/** Confirming two-factor enrolment: the six digits the app shows. */
export const confirmTwoFactorSchema = object({ code: authenticatorCodeRule() });

/** Turning two-factor off: the password, and the app's code or a recovery code. */
export const disableTwoFactorSchema = confirmPasswordSchema(true);
