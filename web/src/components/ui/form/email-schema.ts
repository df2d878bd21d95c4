import { isValidEmail } from '@pointforge/domain';
import { string } from 'yup';

/**
 * An email address field's rule, built from a domain rule (its length and message), trimmed as
 * the server trims it. (Formik hands yup an empty field as undefined, hence `required`.)
 */
export function emailSchema(rule: { maxLength: number; message: string }) {
  return string()
    .trim()
    .required(rule.message)
    .max(rule.maxLength, rule.message)
    .test('email', rule.message, (value) => value === undefined || isValidEmail(value));
}
