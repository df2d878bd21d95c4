import { randomUUID } from 'node:crypto';
import {
  BillingDocumentRepositoryPort,
  formatDocumentNumber,
  issuedAtKey,
  type BillingDocument,
  type BillingDocumentDraft,
  type DocumentIssue,
  type DocumentSearch,
  type Page,
  type PageRequest,
} from '@pointforge/domain';
import type { EntityManager } from 'typeorm';
import type { DatabaseAccess } from '../database-access';
import { searchedPage } from '../searched-page';
import type { SearchedColumns } from '../text-search-condition';
import { isUniqueViolation } from '../unique-violation';
import { toBillingDocument, toBillingDocumentRow } from './billing-document.mapper';
import { BillingDocumentOrmEntity, DocumentSequenceOrmEntity } from './billing-document.orm-entity';

/** The console's search looks in these (FT_billing_documents_search's columns). */
const SEARCHED: SearchedColumns = { email: 'recipient_email', words: ['number', 'recipient_name', 'recipient_email', 'recipient_vat_number'] };

/**
 * Documents in `billing_documents`, numbered from `document_sequences`. Issuing locks the
 * series' row for the year (SELECT … FOR UPDATE on MySQL; SQLite has one writer and
 * DatabaseAccess runs one transaction at a time on it), so whoever holds it reads the last
 * number, checks the ledger entry has no document yet, and stores the next: consecutive
 * numbers, and a second issue for an entry takes none.
 */
export class TypeormBillingDocumentRepository extends BillingDocumentRepositoryPort {
  constructor(private readonly database: DatabaseAccess) {
    super();
  }

  async issue(draft: BillingDocumentDraft): Promise<DocumentIssue> {
    const stored = await this.findForLedgerEntry(draft.ledgerEntryId);
    if (stored) return { document: stored, issued: false };
    const year = draft.issuedAt.getUTCFullYear();
    await this.ensureSequence(draft.series, year);
    try {
      return await this.database.transaction((manager) => this.numberAndStore(manager, draft, year));
    } catch (error) {
      // A twin issued outside the lock (never by this class): the unique index keeps one.
      if (!isUniqueViolation(error)) throw error;
      const twin = await this.findForLedgerEntry(draft.ledgerEntryId);
      if (!twin) throw error;
      return { document: twin, issued: false };
    }
  }

  findById(id: string): Promise<BillingDocument | null> {
    return this.database.findOne(BillingDocumentOrmEntity, { id }, toBillingDocument);
  }

  findForLedgerEntry(ledgerEntryId: string): Promise<BillingDocument | null> {
    return this.database.findOne(BillingDocumentOrmEntity, { ledger_entry_id: ledgerEntryId }, toBillingDocument);
  }

  async listForUser(userId: string): Promise<BillingDocument[]> {
    const rows = await this.database.run((manager) =>
      manager.find(BillingDocumentOrmEntity, { where: { user_id: userId }, order: { issued_at: 'DESC', number: 'DESC' } }),
    );
    return rows.map(toBillingDocument);
  }

  search(search: DocumentSearch, page: PageRequest): Promise<Page<BillingDocument>> {
    return this.database.run((manager) => {
      const query = manager.createQueryBuilder(BillingDocumentOrmEntity, 'document');
      if (search.from !== undefined) query.andWhere('document.issued_at >= :from', { from: search.from });
      if (search.to !== undefined) query.andWhere('document.issued_at < :to', { to: search.to });
      const order = { at: 'document.issued_at', tieBreak: 'document.number' };
      return searchedPage(
        manager,
        { query, alias: 'document', columns: SEARCHED, text: search.text || undefined, order },
        page,
        toBillingDocument,
        issuedAtKey,
      );
    });
  }

  /** The series' row for the year, created at 0 by whoever comes first. */
  private async ensureSequence(series: BillingDocumentDraft['series'], year: number): Promise<void> {
    try {
      await this.database.run((manager) => manager.insert(DocumentSequenceOrmEntity, { series, year, last_sequence: 0 }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async numberAndStore(manager: EntityManager, draft: BillingDocumentDraft, year: number): Promise<DocumentIssue> {
    const lock = manager.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const [sequenceRow] = (await manager.query(`SELECT last_sequence FROM document_sequences WHERE series = ? AND year = ?${lock}`, [
      draft.series,
      year,
    ])) as Array<{ last_sequence: number | string }>;
    if (!sequenceRow) throw new Error(`No document sequence for ${draft.series} ${year}`);
    // Checked again under the lock: an issue for the same entry that held it before has committed.
    const stored = await manager.findOneBy(BillingDocumentOrmEntity, { ledger_entry_id: draft.ledgerEntryId });
    if (stored) return { document: toBillingDocument(stored), issued: false };
    const sequence = Number(sequenceRow.last_sequence) + 1;
    await manager.update(DocumentSequenceOrmEntity, { series: draft.series, year }, { last_sequence: sequence });
    const document: BillingDocument = { ...draft, id: randomUUID(), number: formatDocumentNumber(draft.series, year, sequence) };
    await manager.insert(BillingDocumentOrmEntity, toBillingDocumentRow(document, year, sequence));
    return { document, issued: true };
  }
}
