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

const EMAIL_FIELD = {
  maxLength: EMAIL_MAX_LENGTH,
  message: 'Please enter a valid email address.',
  tooLongMessage: `Email must be at most ${EMAIL_MAX_LENGTH} characters.`,
} as const;

export const DEMO_REQUEST_RULES = {
  fullName: {
    minLength: 2,
    maxLength: NAME_MAX_LENGTH,
    message: 'Full name must be at least 2 characters.',
    tooLongMessage: `Full name must be at most ${NAME_MAX_LENGTH} characters.`,
  },
  email: EMAIL_FIELD,
  company: {
    minLength: 2,
    maxLength: COMPANY_MAX_LENGTH,
    message: 'Company name must be at least 2 characters.',
    tooLongMessage: `Company name must be at most ${COMPANY_MAX_LENGTH} characters.`,
  },
  industry: { minLength: 1, allowed: INDUSTRIES, message: 'Please select an industry.' },
  message: {
    optional: true,
    maxLength: MESSAGE_MAX_LENGTH,
    tooLongMessage: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  },
} as const;

export const CONTACT_MESSAGE_RULES = {
  name: {
    minLength: 2,
    maxLength: NAME_MAX_LENGTH,
    message: 'Name must be at least 2 characters.',
    tooLongMessage: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  },
  email: EMAIL_FIELD,
  subject: { allowed: CONTACT_SUBJECTS, message: 'Please select a subject.' },
  message: {
    minLength: 10,
    maxLength: MESSAGE_MAX_LENGTH,
    message: 'Message must be at least 10 characters.',
    tooLongMessage: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  },
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

function checkText(errors: FieldError[], field: string, value: string, rule: TextRule): void {
  const length = value.trim().length;
  if (rule.minLength !== undefined && rule.message !== undefined && length < rule.minLength) {
    errors.push({ field, message: rule.message });
  } else if (length > rule.maxLength) {
    errors.push({ field, message: rule.tooLongMessage });
  }
}

function checkEmail(errors: FieldError[], field: string, value: string): void {
  const email = value.trim();
  if (email.length > EMAIL_FIELD.maxLength) {
    errors.push({ field, message: EMAIL_FIELD.tooLongMessage });
  } else if (!isValidEmail(email)) {
    errors.push({ field, message: EMAIL_FIELD.message });
  }
}

function checkChoice(errors: FieldError[], field: string, value: string, rule: { allowed: readonly string[]; message: string }): void {
  if (!rule.allowed.includes(value.trim())) {
    errors.push({ field, message: rule.message });
  }
}

/** Every rule broken by a demo request, one error per field; empty when it may be stored. */
export function validateDemoRequest(input: DemoRequestFields): FieldError[] {
  const rules = DEMO_REQUEST_RULES;
  const errors: FieldError[] = [];
  checkText(errors, 'fullName', input.fullName, rules.fullName);
  checkEmail(errors, 'email', input.email);
  checkText(errors, 'company', input.company, rules.company);
  checkChoice(errors, 'industry', input.industry, rules.industry);
  checkText(errors, 'message', input.message ?? '', rules.message);
  return errors;
}

/** Every rule broken by a contact message, one error per field; empty when it may be stored. */
export function validateContactMessage(input: ContactMessageFields): FieldError[] {
  const rules = CONTACT_MESSAGE_RULES;
  const errors: FieldError[] = [];
  checkText(errors, 'name', input.name, rules.name);
  checkEmail(errors, 'email', input.email);
  checkChoice(errors, 'subject', input.subject, rules.subject);
  checkText(errors, 'message', input.message, rules.message);
  return errors;
}
