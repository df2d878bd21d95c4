import { createInMemoryRepositories } from '../../testing/in-memory-repositories';
import { enterpriseAnnualInvoiceFacts } from '../../testing/builders/invoice-facts.builder';
import { invoiceDraft } from './document-drafts';
import { ExportBillingDocumentsUseCase } from './export-billing-documents.use-case';

const FROM = new Date('2027-03-01T00:00:00Z');
const TO = new Date('2027-04-01T00:00:00Z');

function issueOn(documents: ReturnType<typeof createInMemoryRepositories>['billingDocuments'], day: number) {
  const issuedAt = new Date(Date.UTC(2027, 2, day, 9));
  return documents.issue(invoiceDraft(enterpriseAnnualInvoiceFacts({ ledgerEntryId: `ledger-${day}`, issuedAt })));
}

describe('the accountant’s CSV export', () => {
  it('lists each document once, oldest first, though one is issued while it pages through', async () => {
    const { billingDocuments } = createInMemoryRepositories();
    for (const day of [1, 2, 3]) await issueOn(billingDocuments, day);
    const search = billingDocuments.search.bind(billingDocuments);
    let pagesRead = 0;
    billingDocuments.search = async (query, page) => {
      const answer = await search(query, page);
      // A payment arrives after the first page: a newer row, before the pages still to come.
      if ((pagesRead += 1) === 1) await issueOn(billingDocuments, 4);
      return answer;
    };

    const csv = await new ExportBillingDocumentsUseCase(billingDocuments, 2).execute({ from: FROM, to: TO });

    const numbers = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    // The second page starts after 000002 (the row the first ended on); the newcomer belongs to the next export.
    expect(numbers).toEqual(['INV-2027-000001', 'INV-2027-000002', 'INV-2027-000003']);
  });
});
