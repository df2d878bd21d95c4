import { CONTACT_MESSAGE_RULES, CONTACT_SUBJECTS, DEMO_REQUEST_RULES, INDUSTRIES, isValidEmail, type LeadType } from '@pointforge/domain';
import { object, string, type AnyObjectSchema } from 'yup';

/*
 * The demo and contact rules of SITE-SPEC section 5, built from the domain's lead rules:
 * the same lengths and messages the API enforces. Lengths count the trimmed value, as on
 * the server. (Formik hands yup an empty field as undefined, hence `required` beside `min`.)
 */

type TextRule = { minLength: number; maxLength: number; message: string; tooLongMessage: string };

function requiredText(rule: TextRule) {
  return string().trim().required(rule.message).min(rule.minLength, rule.message).max(rule.maxLength, rule.tooLongMessage);
}

function optionalText(rule: { maxLength: number; tooLongMessage: string }) {
  return string().trim().max(rule.maxLength, rule.tooLongMessage);
}

function email(rule: { maxLength: number; message: string; tooLongMessage: string }) {
  return string()
    .trim()
    .required(rule.message)
    .max(rule.maxLength, rule.tooLongMessage)
    .test('email', rule.message, (value) => value === undefined || isValidEmail(value));
}

function choice(allowed: readonly string[], message: string) {
  return string()
    .required(message)
    .oneOf([...allowed], message);
}

const demoRequestSchema = object({
  fullName: requiredText(DEMO_REQUEST_RULES.fullName),
  email: email(DEMO_REQUEST_RULES.email),
  company: requiredText(DEMO_REQUEST_RULES.company),
  industry: choice(INDUSTRIES, DEMO_REQUEST_RULES.industry.message),
  message: optionalText(DEMO_REQUEST_RULES.message),
});

const contactMessageSchema = object({
  name: requiredText(CONTACT_MESSAGE_RULES.name),
  email: email(CONTACT_MESSAGE_RULES.email),
  subject: choice(CONTACT_SUBJECTS, CONTACT_MESSAGE_RULES.subject.message),
  message: requiredText(CONTACT_MESSAGE_RULES.message),
});

/** Each lead form's rules, by the kind of lead it sends. */
export const leadSchemas = { demo: demoRequestSchema, contact: contactMessageSchema } satisfies Record<LeadType, AnyObjectSchema>;
