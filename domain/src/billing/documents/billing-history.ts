import type { BillingType, PaidPlanId } from '../../catalog/plan.types';
import type { LedgerEntryKind } from '../ledger/ledger-entry';
import type { BillingDocumentDraft } from './billing-document';

/** The document of a history row, as the customer downloads it. */
export interface BillingHistoryDocument {
  id: string;
  number: string;
  title: BillingDocumentDraft['title'];
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * One row of the customer's Billing history (`GET /api/billing/documents`, newest first): a
 * payment, refund or reversal from the ledger, with its invoice or credit note. Times are ISO
 * strings, as the row travels as JSON.
 */
export interface BillingHistoryItem {
  entryId: string;
  kind: LedgerEntryKind;
  occurredAt: string;
  amountCents: number;
  currency: string;
  plan: PaidPlanId;
  billingType: BillingType;
  /** Null for the moment between the payment's recording and its document's issue. */
  document: BillingHistoryDocument | null;
}
