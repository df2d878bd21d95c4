/**
 * The code the desktop app shows (RFC 8628 section 6.1: eight characters, shown as two groups
 * of four), as a person may type it: lower case, spaces, with or without the dash.
 */

const CODE_CHARACTERS = /^[A-Z0-9]{8}$/;

/** `wdjb mjht` and `WDJBMJHT` read `WDJB-MJHT`; null when it cannot be a code. */
export function normalizeUserCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!CODE_CHARACTERS.test(characters)) return null;
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}
