import { EMAIL_MAX_LENGTH } from '../catalog/constants';

/** The stored and compared form of an email address: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Dot-atom local part (RFC 5322 without quoted strings or comments).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// A DNS label: letters, digits and inner hyphens, at most 63 characters.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain: letters, or an IDN in its punycode form.
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * A pragmatic RFC 5322 subset that real mailboxes meet: a dot-atom local part of at most
 * 64 characters, one `@`, a domain of at least two DNS labels with an alphabetic (or
 * punycode) top-level domain, at most 254 characters in all. No whitespace, so callers
 * normalise first. Quoted local parts, IP-literal domains and raw Unicode are refused.
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!);
}

/** How the header and the dashboard greet a user: the first name, else the email. */
export function displayName(user: { firstName?: string | null; email: string }): string {
  const firstName = user.firstName?.trim();
  return firstName ? firstName : user.email;
}
