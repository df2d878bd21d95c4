import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOTP_CODE_LENGTH } from '../catalog/constants';

/**
 * Validation rules and messages of the account forms (SITE-SPEC section 5), as plain data
 * that the web's yup schemas and the API's DTOs both read. The messages differ from form
 * to form on purpose (a trailing period here, none there): they are quoted copy, kept to
 * the letter. Lengths apply to the trimmed value, except passwords, which are taken as
 * typed. Messages for maximum lengths are not in the specification; they follow the
 * same wording.
 */

const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

const EMAIL_FIELD = { maxLength: EMAIL_MAX_LENGTH, message: 'Please enter a valid email address.' } as const;

/**
 * A person's name: letters of any script (with their combining marks), spaces, apostrophes,
 * hyphens and dots, starting with a letter. Greetings quote it in email, so nothing that
 * reads as a link or an instruction gets through: no digits, `@`, `/`, `:` or control
 * characters, and no dot followed by two letters (`evil.example`), while "J.R.R." and
 * "Anne-Marie O'Neil" pass (ASVS 5.0 2.2.1). Empty passes too: the name is optional.
 */
const PERSON_NAME_PATTERN = /^(?:(?!.*\.\p{L}{2})\p{L}[\p{L}\p{M} '\u2019.-]*)?$/u;

function personName(label: string) {
  return {
    maxLength: PERSON_NAME_MAX_LENGTH,
    tooLongMessage: `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters.`,
    pattern: PERSON_NAME_PATTERN,
    invalidMessage: `${label} may contain only letters, spaces, apostrophes, hyphens and dots.`,
  };
}

const PROFILE_NAME_FIELDS = {
  firstName: personName('First name'),
  lastName: personName('Last name'),
  company: { maxLength: COMPANY_MAX_LENGTH, tooLongMessage: `Company must be at most ${COMPANY_MAX_LENGTH} characters.` },
} as const;

export const LOGIN_RULES = {
  email: { maxLength: EMAIL_MAX_LENGTH, message: 'Please enter a valid email address' },
  password: { maxLength: PASSWORD_MAX_LENGTH, requiredMessage: 'Password is required', tooLongMessage: PASSWORD_TOO_LONG },
} as const;

export const REGISTER_RULES = {
  email: EMAIL_FIELD,
  password: {
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    message: 'Password must be at least 8 characters.',
    tooLongMessage: PASSWORD_TOO_LONG,
  },
  ...PROFILE_NAME_FIELDS,
} as const;

export const FORGOT_PASSWORD_RULES = {
  email: EMAIL_FIELD,
} as const;

export const RESET_PASSWORD_RULES = {
  password: {
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    message: 'Password must be at least 8 characters.',
    tooLongMessage: PASSWORD_TOO_LONG,
  },
  confirmPassword: { mismatchMessage: "Passwords don't match" },
} as const;

const CHANGE_PASSWORD_FIELD = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  message: 'Password must be at least 8 characters',
  tooLongMessage: PASSWORD_TOO_LONG,
} as const;

/** The current password is checked by the server against the account, not against the rules of a new one: it is only required (issue 27). */
export const CHANGE_PASSWORD_RULES = {
  currentPassword: LOGIN_RULES.password,
  newPassword: CHANGE_PASSWORD_FIELD,
  confirmPassword: { ...CHANGE_PASSWORD_FIELD, mismatchMessage: 'Passwords do not match' },
} as const;

export const PROFILE_RULES = PROFILE_NAME_FIELDS;

/**
 * The two-factor forms: the sign-in code step, the enrolment confirmation and the disable
 * form. Not in SITE-SPEC; worded like the login form. A recovery code is measured loosely
 * (typed with or without dashes and spaces); the server decides whether it is one.
 */
export const TWO_FACTOR_RULES = {
  code: {
    length: TOTP_CODE_LENGTH,
    pattern: new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`),
    message: `Enter the ${TOTP_CODE_LENGTH}-digit code from your authenticator app.`,
  },
  recoveryCode: { maxLength: 32, message: 'Enter one of your recovery codes.' },
  password: LOGIN_RULES.password,
} as const;
