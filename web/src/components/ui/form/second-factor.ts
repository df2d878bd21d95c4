import { TWO_FACTOR_RULES } from '@pointforge/domain';
import { boolean, string, type StringSchema } from 'yup';

/*
 * The rules of a form with a second factor (the /login code step, turning two-factor off):
 * the authenticator app's code, or a recovery code instead. SecondFactorField shows them.
 */

/** The values a form with a second factor holds: the mode and a field for each. */
export interface SecondFactorValues {
  code: string;
  recoveryCode: string;
  useRecoveryCode: boolean;
}

export const EMPTY_SECOND_FACTOR: SecondFactorValues = { code: '', recoveryCode: '', useRecoveryCode: false };

/** The authenticator app's six digits, as yup checks them. */
export function authenticatorCodeRule(rule: StringSchema<string | undefined> = string()) {
  const { message, pattern } = TWO_FACTOR_RULES.code;
  return rule.trim().required(message).matches(pattern, message);
}

const { recoveryCode } = TWO_FACTOR_RULES;

/** The yup rules of those values: only the field of the current mode is checked. */
export const secondFactorSchemaFields = {
  useRecoveryCode: boolean().required(),
  code: string().when('useRecoveryCode', { is: false, then: authenticatorCodeRule }),
  recoveryCode: string().when('useRecoveryCode', {
    is: true,
    then: (rule) => rule.trim().required(recoveryCode.message).max(recoveryCode.maxLength, recoveryCode.message),
  }),
};

/** What the API takes: `code`, or `recoveryCode` instead. */
export function secondFactorProof(values: SecondFactorValues): { code: string } | { recoveryCode: string } {
  return values.useRecoveryCode ? { recoveryCode: values.recoveryCode.trim() } : { code: values.code.trim() };
}
