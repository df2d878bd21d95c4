/**
 * Turns a trial-ledger address (see `trialLedgerAddress`), or a machine fingerprint (see
 * `trialLedgerFingerprints`), into the key the ledger stores: a
 * keyed hash with a server secret, so the ledger keeps no address and a leaked copy cannot
 * be matched against a list of addresses without the secret.
 */
export abstract class TrialLedgerKeyPort {
  abstract keyFor(ledgerAddress: string): string;
}
