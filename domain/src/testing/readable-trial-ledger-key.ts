import { TrialLedgerKeyPort } from '../licensing/trial-ledger-key.port';

/** Keys that show the address they were made from, so a test can read the ledger. */
export class ReadableTrialLedgerKey extends TrialLedgerKeyPort {
  keyFor(ledgerAddress: string): string {
    return `ledger:${ledgerAddress}`;
  }
}
