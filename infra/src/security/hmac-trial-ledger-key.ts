import { createHmac } from 'node:crypto';
import { TrialLedgerKeyPort } from '@pointforge/domain';

/** HMAC-SHA-256 of the ledger address with the server's secret (TRIAL_LEDGER_SECRET), hex. */
export class HmacTrialLedgerKey extends TrialLedgerKeyPort {
  constructor(private readonly secret: string) {
    super();
  }

  keyFor(ledgerAddress: string): string {
    return createHmac('sha256', this.secret).update(ledgerAddress, 'utf8').digest('hex');
  }
}
