import { expect, it } from '@jest/globals';
import { pageRequest, type BillingDocument, type BillingDocumentDraft } from '@pointforge/domain';
import { aBillingDocumentDraft } from '@pointforge/domain/testing';
import { describeRepositoryContractForAUser } from '../../testing/repository-contract';
import type { RepositoriesSetup } from '../../testing/repository-fixtures';

const MARCH_2027 = new Date('2027-03-01T09:00:00.000Z');

function at(iso: string): Date {
  return new Date(iso);
}

export function describeBillingDocumentRepositoryContract(name: string, setup: RepositoriesSetup): void {
  describeRepositoryContractForAUser(`BillingDocumentRepositoryPort: ${name}`, setup, (given) => {
    const issue = async (overrides: Partial<BillingDocumentDraft> = {}): Promise<BillingDocument> =>
      (await given.repositories.billingDocuments.issue(aBillingDocumentDraft({ userId: given.user.id, ...overrides }))).document;

    it('numbers the first invoice of a year INV-YYYY-000001 and reads the whole snapshot back exactly, by id, ledger entry and user', async () => {
      const draft = aBillingDocumentDraft({ userId: given.user.id });

      const answer = await given.repositories.billingDocuments.issue(draft);

      expect(answer.issued).toBe(true);
      expect(answer.document).toEqual({ ...draft, id: answer.document.id, number: 'INV-2027-000001' });
      expect(await given.repositories.billingDocuments.findById(answer.document.id)).toEqual(answer.document);
      expect(await given.repositories.billingDocuments.findForLedgerEntry(draft.ledgerEntryId)).toEqual(answer.document);
      expect(await given.repositories.billingDocuments.listForUser(given.user.id)).toEqual([answer.document]);
      expect(await given.repositories.billingDocuments.findById('no-such-document')).toBeNull();
      expect(await given.repositories.billingDocuments.findForLedgerEntry('no-such-entry')).toBeNull();
    });

    it('keeps a credit note naming the invoice it corrects, in a series of its own: CN-2027-000001 after two invoices', async () => {
      const first = await issue();
      await issue({ issuedAt: at('2027-03-02T09:00:00.000Z') });
      const draft = aBillingDocumentDraft({
        userId: given.user.id,
        kind: 'credit-note',
        title: 'Credit Note',
        series: 'CN',
        issuedAt: at('2027-03-05T09:00:00.000Z'),
        recipient: { legalName: 'Jo Bloggs', addressLines: [], country: 'DE', vatNumber: null, email: 'jo@example.com' },
        treatment: { kind: 'zero-rated', basisPoints: 0, reason: 'Zero-rated: exported service' },
        randVat: null,
        corrects: { documentId: first.id, number: first.number, issuedAt: first.issuedAt },
        reason: 'Refunded at the customer’s request',
      });

      const note = (await given.repositories.billingDocuments.issue(draft)).document;

      expect(note.number).toBe('CN-2027-000001');
      expect(await given.repositories.billingDocuments.findById(note.id)).toEqual({ ...draft, id: note.id, number: 'CN-2027-000001' });
      expect((await issue({ issuedAt: at('2027-03-06T09:00:00.000Z') })).number).toBe('INV-2027-000003');
    });

    it('starts each UTC year at 000001', async () => {
      expect((await issue({ issuedAt: at('2027-12-31T23:59:59.999Z') })).number).toBe('INV-2027-000001');
      expect((await issue({ issuedAt: at('2028-01-01T00:00:00.000Z') })).number).toBe('INV-2028-000001');
      expect((await issue({ issuedAt: at('2027-12-31T23:00:00.000Z') })).number).toBe('INV-2027-000002');
    });

    it('gives 20 documents issued at once the 20 consecutive numbers INV-YYYY-000001..20, no gap and no duplicate', async () => {
      const drafts = Array.from({ length: 20 }, () => aBillingDocumentDraft({ userId: given.user.id }));

      const answers = await Promise.all(drafts.map((draft) => given.repositories.billingDocuments.issue(draft)));

      expect(answers.every((answer) => answer.issued)).toBe(true);
      const numbers = answers.map((answer) => answer.document.number).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-2027-${String(index + 1).padStart(6, '0')}`));
      expect(await given.repositories.billingDocuments.listForUser(given.user.id)).toHaveLength(20);
    });

    it('issues one document per ledger entry: a second issue, even ten at once, stores nothing, answers the first and takes no number', async () => {
      const draft = aBillingDocumentDraft({ userId: given.user.id });
      const first = await given.repositories.billingDocuments.issue(draft);

      const again = await given.repositories.billingDocuments.issue({ ...draft, totalCents: 1, issuedAt: at('2027-04-01T09:00:00.000Z') });
      const racing = aBillingDocumentDraft({ userId: given.user.id });
      const raced = await Promise.all(Array.from({ length: 10 }, () => given.repositories.billingDocuments.issue(racing)));

      expect(again).toEqual({ document: first.document, issued: false });
      expect(raced.filter((answer) => answer.issued)).toHaveLength(1);
      expect(new Set(raced.map((answer) => answer.document.number))).toEqual(new Set(['INV-2027-000002']));
      expect((await issue()).number).toBe('INV-2027-000003');
    });

    it('searches by number, the start of words of the customer name, email prefix and VAT number within a date range, newest first, a page at a time', async () => {
      const karoo = await issue({ issuedAt: MARCH_2027 });
      const other = { legalName: 'Highveld Mining Ltd', addressLines: ['1 Shaft Road'], country: 'ZA', vatNumber: '4555555555', email: 'ap@highveld.example' };
      const highveld = await issue({ issuedAt: at('2027-03-10T09:00:00.000Z'), recipient: other });
      const later = await issue({ issuedAt: at('2027-04-01T00:00:00.000Z'), recipient: { ...other, vatNumber: null } });
      const search = (text: string | undefined, range: { from?: Date; to?: Date } = {}) =>
        given.repositories.billingDocuments.search({ text, ...range }, pageRequest(undefined, 10));

      expect((await search(karoo.number)).items).toEqual([karoo]);
      expect((await search('highveld mining')).items).toEqual([later, highveld]);
      expect((await search('AP@HIGHVELD')).items.map((document) => document.id)).toEqual([later.id, highveld.id]);
      expect((await search('4555555')).items).toEqual([highveld]);
      expect((await search('%')).items).toEqual([]);
      expect((await search('high')).items).toEqual([later, highveld]);
      expect((await search('veld')).items).toEqual([]);
      expect((await search(undefined, { from: at('2027-03-10T09:00:00.000Z'), to: at('2027-04-01T00:00:00.000Z') })).items).toEqual([highveld]);

      const firstPage = await given.repositories.billingDocuments.search({}, pageRequest(undefined, 2));
      const secondPage = await given.repositories.billingDocuments.search({}, pageRequest(firstPage.nextCursor ?? undefined, 2));
      expect(firstPage).toEqual({ items: [later, highveld], pageSize: 2, nextCursor: expect.any(String), total: 3, totalCapped: false });
      expect(secondPage).toEqual({ items: [karoo], pageSize: 2, nextCursor: null, total: 3, totalCapped: false });
    });

    it('keeps the documents whole when the user is deleted (tax records)', async () => {
      const invoice = await issue();

      await given.repositories.users.delete(given.user.id);

      expect(await given.repositories.billingDocuments.findById(invoice.id)).toEqual(invoice);
      expect(await given.repositories.billingDocuments.listForUser(given.user.id)).toEqual([invoice]);
    });
  });
}
