import { normalizeEmail } from '../accounts/user-rules';

/** Google delivers to one mailbox whatever dots its local part holds, under either domain. */
const DOT_BLIND_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);
const CANONICAL_GOOGLE_DOMAIN = 'gmail.com';

/**
 * The form of an address the trial ledger remembers: one value for every spelling that
 * reaches the same mailbox, so a second trial cannot be had by writing the address another
 * way. Lower-cased; a `+tag` suffix of the local part removed; for gmail.com and
 * googlemail.com (taken as gmail.com) the dots of the local part ignored.
 */
export function trialLedgerAddress(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at);
  // A local part that starts with "+" has no tag to remove; it is kept whole.
  const untagged = local.split('+')[0] || local;
  if (!DOT_BLIND_DOMAINS.has(domain)) return `${untagged}@${domain}`;
  return `${untagged.replaceAll('.', '')}@${CANONICAL_GOOGLE_DOMAIN}`;
}

/**
 * The forms of a machine fingerprint the trial-fingerprint ledger keys, under a prefix no
 * address can carry (fingerprints have no "@"), so the keyed hashes of addresses and of
 * fingerprints never meet. The first is recorded: the fingerprint lower-cased, so writing it
 * in another case is the same machine (a base64url digest loses no meaningful uniqueness).
 * The second, when it differs, is the fingerprint as sent, the form earlier builds recorded,
 * so a machine that ran a trial before normalisation is still known.
 */
export function trialLedgerFingerprints(fingerprint: string): string[] {
  const normalised = `machine:${fingerprint.toLowerCase()}`;
  const asSent = `machine:${fingerprint}`;
  return normalised === asSent ? [normalised] : [normalised, asSent];
}
