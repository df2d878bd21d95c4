import { isValidEmail } from '../accounts/user-rules';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../catalog/constants';
import type { FieldError } from '../shared/domain-error';
import { CONTACT_SUBJECTS } from './contact-message.entity';
import { INDUSTRIES } from './demo-request.entity';

/**
 * Validation rules and messages of the demo and contact forms (SITE-SPEC section 5) as
 * plain data: the web's yup schemas and the API's DTOs read the same numbers and copy.
 * Lengths apply to the trimmed value. `message` is the specification's wording, to the
 * letter; `tooLongMessage` is ours (the specification sets no maximum).
 */

/** A required text field's rule; `label` names the field in both messages. */
function textRule(label: string, minLength: number, maxLength: number) {
  return { minLength, maxLength, message: `${label} must be at least ${minLength} characters.`, tooLongMessage: tooLongMessage(label, maxLength) };
}

function tooLongMessage(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength} characters.`;
}

const EMAIL_FIELD = {
  maxLength: EMAIL_MAX_LENGTH,
  message: 'Please enter a valid email address.',
  tooLongMessage: tooLongMessage('Email', EMAIL_MAX_LENGTH),
} as const;

export const DEMO_REQUEST_RULES = {
  fullName: textRule('Full name', 2, NAME_MAX_LENGTH),
  email: EMAIL_FIELD,
  company: textRule('Company name', 2, COMPANY_MAX_LENGTH),
  industry: { minLength: 1, allowed: INDUSTRIES, message: 'Please select an industry.' },
  message: { optional: true, maxLength: MESSAGE_MAX_LENGTH, tooLongMessage: tooLongMessage('Message', MESSAGE_MAX_LENGTH) },
} as const;

export const CONTACT_MESSAGE_RULES = {
  name: textRule('Name', 2, NAME_MAX_LENGTH),
  email: EMAIL_FIELD,
  subject: { allowed: CONTACT_SUBJECTS, message: 'Please select a subject.' },
  message: textRule('Message', 10, MESSAGE_MAX_LENGTH),
} as const;

export interface DemoRequestFields {
  fullName: string;
  email: string;
  company: string;
  industry: string;
  message?: string | null;
}

export interface ContactMessageFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}

type TextRule = { minLength?: number; maxLength: number; message?: string; tooLongMessage: string };
type ChoiceRule = { allowed: readonly string[]; message: string };

function textError(rule: TextRule, value: string): string | null {
  if (rule.minLength !== undefined && rule.message !== undefined && value.length < rule.minLength) return rule.message;
  return value.length > rule.maxLength ? rule.tooLongMessage : null;
}

function emailError(value: string): string | null {
  if (value.length > EMAIL_FIELD.maxLength) return EMAIL_FIELD.tooLongMessage;
  return isValidEmail(value) ? null : EMAIL_FIELD.message;
}

/**
 * Every rule of a form broken by its (trimmed) fields, one error per field in the rules'
 * order. A rule with choices is a choice, the shared email rule checks an address, any
 * other is text; a missing optional field counts as empty.
 */
function validateFields<Field extends string>(rules: Record<Field, TextRule | ChoiceRule>, input: { [F in Field]?: string | null }): FieldError[] {
  return (Object.keys(rules) as Field[]).flatMap((field) => {
    const rule = rules[field];
    const value = (input[field] ?? '').trim();
    const message =
      'allowed' in rule ? (rule.allowed.includes(value) ? null : rule.message) : rule === EMAIL_FIELD ? emailError(value) : textError(rule, value);
    return message === null ? [] : [{ field, message }];
  });
}

/** Every rule broken by a demo request, one error per field; empty when it may be stored. */
export function validateDemoRequest(input: DemoRequestFields): FieldError[] {
  return validateFields(DEMO_REQUEST_RULES, input);
}

/** Every rule broken by a contact message, one error per field; empty when it may be stored. */
export function validateContactMessage(input: ContactMessageFields): FieldError[] {
  return validateFields(CONTACT_MESSAGE_RULES, input);
}
