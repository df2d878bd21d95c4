import { TWO_FACTOR_RULES } from '@pointforge/domain';
import { boolean, string, type StringSchema } from 'yup';
import { secondFactorFieldCopy as copy } from '../../../content/two-factor';

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
  return rule.trim().required(copy.code.message).matches(TWO_FACTOR_RULES.code.pattern, copy.code.message);
}

/** The yup rules of those values: only the field of the current mode is checked. */
export const secondFactorSchemaFields = {
  useRecoveryCode: boolean().required(),
  code: string().when('useRecoveryCode', { is: false, then: authenticatorCodeRule }),
  recoveryCode: string().when('useRecoveryCode', {
    is: true,
    then: (rule) => rule.trim().required(copy.recoveryCode.message).max(TWO_FACTOR_RULES.recoveryCode.maxLength, copy.recoveryCode.message),
  }),
};

/** What the API takes: `code`, or `recoveryCode` instead. */
export function secondFactorProof(values: SecondFactorValues): { code: string } | { recoveryCode: string } {
  return values.useRecoveryCode ? { recoveryCode: values.recoveryCode.trim() } : { code: values.code.trim() };
}
