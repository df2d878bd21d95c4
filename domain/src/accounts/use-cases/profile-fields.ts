import type { FieldError } from '../../shared/domain-error';
import { PROFILE_RULES } from '../account-rules';
import { profileInvalidError } from './account-errors';

export type ProfileField = keyof typeof PROFILE_RULES;

export type ProfileFieldsInput = Partial<Record<ProfileField, string | null>>;

/**
 * Normalises the optional profile fields (first name, last name, company) that register
 * and profile update share: trimmed, empty becomes null, a field not given stays absent.
 * Guards the length and name rules of PROFILE_RULES, reporting every field that breaks one.
 */
export function normalizeProfileFields(input: ProfileFieldsInput): Partial<Record<ProfileField, string | null>> {
  const fields: Partial<Record<ProfileField, string | null>> = {};
  const errors: FieldError[] = [];
  for (const field of Object.keys(PROFILE_RULES) as ProfileField[]) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = raw === null ? null : raw.trim() || null;
    const message = value === null ? undefined : brokenRuleMessage(field, value);
    if (message) errors.push({ field, message });
    fields[field] = value;
  }
  if (errors.length > 0) throw profileInvalidError(errors);
  return fields;
}

function brokenRuleMessage(field: ProfileField, value: string): string | undefined {
  const rule: { maxLength: number; tooLongMessage: string; pattern?: RegExp; invalidMessage?: string } = PROFILE_RULES[field];
  if (value.length > rule.maxLength) return rule.tooLongMessage;
  if (rule.pattern && !rule.pattern.test(value)) return rule.invalidMessage;
  return undefined;
}
