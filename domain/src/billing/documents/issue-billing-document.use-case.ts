import type { UserRepositoryPort } from '../../accounts/user.repository.port';
import { formatCentsIn, formatLongUsDate } from '../../catalog/format';
import { billingPeriodEnd } from '../../catalog/plans';
import { OwnerMail } from '../../licensing/use-cases/owner-mail';
import type { JobQueuePort } from '../../ports/job-queue.port';
import type { AccountLinks } from '../../accounts/use-cases/account-links';
import type { ClockPort } from '../../shared/clock.port';
import { DAY_MS } from '../../shared/time';
import { billingAddressLines, countryName } from '../billing-profile';
import type { BillingProfileRepositoryPort } from '../billing-profile.repository.port';
import type { LedgerEntry } from '../ledger/ledger-entry';
import type { PaymentLedgerPort } from '../ledger/payment-ledger.port';
import type { SubscriptionRepositoryPort } from '../subscription.repository.port';
import { taxTreatmentFor, treatmentAtRate, vatInGross, VAT_COUNTRY, type SellerDetails, type TaxTreatment } from '../tax/vat';
import type { Subscription } from '../subscription.entity';
import type { BillingDocumentDraft, DocumentRecipient } from './billing-document';
import type { BillingDocumentRepositoryPort, DocumentIssue } from './billing-document.repository.port';
import { creditNoteDraft, invoiceDraft } from './document-drafts';
import type { ExchangeRate, ExchangeRatePort } from './exchange-rate.port';

/** Why a credit note gives money back, as it says (section 21(3)(e)). */
export const CREDIT_NOTE_REASONS: Readonly<Record<'refund' | 'reversal', string>> = Object.freeze({
  refund: 'Payment refunded',
  reversal: 'Payment reversed by the buyer’s bank or PayPal (chargeback)',
});

/** The ports issuing reads from, and the seller as the configuration names it. */
export interface DocumentIssuingDeps {
  documents: BillingDocumentRepositoryPort;
  ledger: PaymentLedgerPort;
  subscriptions: SubscriptionRepositoryPort;
  profiles: BillingProfileRepositoryPort;
  users: UserRepositoryPort;
  exchangeRates: ExchangeRatePort;
  clock: ClockPort;
  seller: SellerDetails;
  /** Each document issued is emailed to the account's owner through these, its PDF attached. */
  jobs: JobQueuePort;
  links: Pick<AccountLinks, 'dashboardUrl'>;
}

/**
 * The invoice of a payment, or the credit note of a refund or reversal, for one ledger entry,
 * issued once (the repository keeps one document per entry and answers it again). A credit
 * note names the invoice of the payment it takes back, which is issued first when missing.
 * Answers null for an entry that cannot have one: its account was deleted before (no one to
 * make it out to), or the payment it takes back is not in the ledger yet (reconciliation's
 * sweep issues it once it is).
 *
 * The recipient is the user's billing profile as it is now (the document keeps a copy), or,
 * without one, the account's name and email in South Africa, as checkout taxed such a buyer.
 * The treatment follows what PayPal was asked to charge: the standard rate the subscription
 * was taxed at, else zero-rated when the seller is a VAT vendor, else a plain invoice.
 *
 * Each document issued is emailed to the account's owner with its PDF attached (the
 * 'billing-document' email, keyed by the document, so it is queued once).
 */
export class IssueBillingDocumentUseCase {
  private readonly mail: OwnerMail;

  constructor(private readonly deps: DocumentIssuingDeps) {
    this.mail = new OwnerMail(deps.users, deps.jobs, deps.links);
  }

  async execute(entry: LedgerEntry): Promise<DocumentIssue | null> {
    if (entry.userId === null) return null;
    if (entry.kind === 'payment') return this.invoice(entry, entry.userId);
    const payment = (await this.deps.ledger.listForSubscription(entry.subscriptionId)).find(
      (candidate) => candidate.kind === 'payment' && candidate.providerTransactionId === entry.relatesToTransactionId,
    );
    if (!payment) return null;
    const invoice = await this.invoice(payment, entry.userId);
    const stored = await this.deps.documents.findForLedgerEntry(entry.id);
    if (stored || !invoice) return stored && { document: stored, issued: false };
    const refundGrossCents = Math.min(entry.grossCents, invoice.document.totalCents);
    // At the invoice's rand rate, so a full credit note takes back exactly the rand VAT the invoice showed.
    const randVat = invoice.document.randVat;
    return this.issued(
      entry.plan,
      creditNoteDraft({
        invoice: invoice.document,
        ledgerEntryId: entry.id,
        issuedAt: this.deps.clock.now(),
        refundGrossCents,
        reason: CREDIT_NOTE_REASONS[entry.kind],
        exchangeRate: randVat && { rate: randVat.rate, source: randVat.source, rateDate: randVat.rateDate },
      }),
    );
  }

  private async invoice(payment: LedgerEntry, userId: string): Promise<DocumentIssue | null> {
    const stored = await this.deps.documents.findForLedgerEntry(payment.id);
    if (stored) return { document: stored, issued: false };
    const recipient = await this.recipientOf(userId);
    if (!recipient) return null;
    const issuedAt = this.deps.clock.now();
    const subscription = await this.deps.subscriptions.findById(payment.subscriptionId);
    const treatment = this.treatmentOf(subscription, recipient, payment.occurredAt);
    // PayPal's VAT as recorded; a supply in South Africa charged without VAT on top holds it (the tax fraction, s64).
    const vatCents = payment.vatCents > 0 || treatment.kind !== 'standard' ? payment.vatCents : vatInGross(payment.grossCents, treatment.basisPoints);
    return this.issued(
      payment.plan,
      invoiceDraft({
        userId,
        ledgerEntryId: payment.id,
        issuedAt,
        seller: this.deps.seller,
        recipient,
        currency: payment.currency,
        grossCents: payment.grossCents,
        vatCents,
        treatment,
        plan: payment.plan,
        billingType: payment.billingType,
        periodStart: payment.occurredAt,
        periodEnd: periodPaidBy(payment, subscription),
        exchangeRate: await this.rateFor(payment.currency, vatCents, issuedAt),
      }),
    );
  }

  /**
   * The rate PayPal was asked to add (the subscription's), else as the recipient is placed:
   * a subscription from before the rate was kept, or one bought while the seller was not yet
   * a VAT vendor, holds 0, and its South African customer is still supplied at the standard
   * rate, never zero-rated as a non-resident.
   */
  private treatmentOf(subscription: Subscription | null, recipient: DocumentRecipient, at: Date): TaxTreatment {
    const basisPoints = subscription?.taxBasisPoints ?? 0;
    return basisPoints > 0 ? treatmentAtRate(this.deps.seller, basisPoints) : taxTreatmentFor(this.deps.seller, recipient.country, at);
  }

  /** Stores the draft; a document newly issued is emailed. */
  private async issued(plan: LedgerEntry['plan'], draft: BillingDocumentDraft): Promise<DocumentIssue> {
    const issue = await this.deps.documents.issue(draft);
    if (!issue.issued) return issue;
    const { document } = issue;
    await this.mail.send({ userId: document.userId, plan }, `billing-document:${document.id}`, (shared) => ({
      template: 'billing-document',
      data: {
        ...shared,
        title: document.title,
        number: document.number,
        amount: formatCentsIn(document.totalCents, document.currency),
        issuedDate: formatLongUsDate(document.issuedAt),
      },
      attachments: [{ billingDocumentId: document.id }],
    }));
    return issue;
  }

  private async recipientOf(userId: string): Promise<DocumentRecipient | null> {
    const user = await this.deps.users.findById(userId);
    if (!user) return null;
    const stored = await this.deps.profiles.findForUser(userId);
    if (stored) {
      const { profile } = stored;
      return {
        legalName: profile.legalName,
        addressLines: billingAddressLines(profile),
        country: profile.country,
        vatNumber: profile.vatNumber,
        email: user.email,
      };
    }
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return {
      legalName: user.company ?? (name || user.email),
      addressLines: [countryName(VAT_COUNTRY)],
      country: VAT_COUNTRY,
      vatNumber: null,
      email: user.email,
    };
  }

  /** The day's rand rate, needed only for VAT on a document in another currency. */
  private rateFor(currency: string, vatCents: number, day: Date): Promise<ExchangeRate | null> {
    if (vatCents === 0 || currency === 'ZAR') return Promise.resolve(null);
    return this.deps.exchangeRates.randPerDollarOn(day);
  }
}

/** A payment's period ends one billing period on, or at the subscription's paid-through date when that comes sooner: a plan change's order pays only for the rest of the current period. */
function periodPaidBy(payment: LedgerEntry, subscription: Subscription | null): Date {
  const wholePeriodEnd = billingPeriodEnd(payment.occurredAt, payment.billingType);
  const paidThrough = subscription?.endDate;
  // More than a day on: a renewal recorded before the subscription's new date was read still shows the old date, about the payment's own time.
  const restOfPeriod = paidThrough && paidThrough.getTime() - payment.occurredAt.getTime() > DAY_MS && paidThrough < wholePeriodEnd;
  return restOfPeriod ? paidThrough : wholePeriodEnd;
}
