import { useState } from 'react';
import { DownloadLink } from '../../../components/ui/download-link';
import { FilterBar, FilterField, useFilterForm } from '../../../components/ui/filter-bar';
import { adminCopy as copy } from '../../../content/admin';
import { adminDocumentsCopy as text } from '../../../content/admin-documents';
import { useCursorTrail } from '../api/admin-query';
import { documentsExportUrl, documentsKey, useDocuments, type DocumentsQuery } from '../api/list-documents';
import { documentFilterSchema } from '../schemas';
import { AdminListing } from './admin-listing';
import { DOCUMENT_COLUMNS } from './document-columns';
import { SearchField } from './search-field';

/** Export CSV of the days searched, or, before both are chosen, how to get it. */
function DocumentsExport({ from, to }: Pick<DocumentsQuery, 'from' | 'to'>) {
  if (!from || !to) return <p className="admin-empty">{text.exportHint}</p>;
  return (
    <div className="admin-documents__export">
      <DownloadLink href={documentsExportUrl({ from, to })} label={text.exportLabel(from, to)}>
        {text.export}
      </DownloadLink>
    </div>
  );
}

/**
 * The invoices and credit notes issued, newest first, 25 a page: searched by number, customer,
 * email or VAT number and by the days of issue (both included) when sent; each row's PDF, and
 * the CSV of the days searched for the accountant.
 */
export function DocumentsTab() {
  const [query, setQuery] = useState<DocumentsQuery>({});
  const filters = useFilterForm({ q: '', from: '', to: '' }, documentFilterSchema, ({ q, from, to }) =>
    setQuery({ q: q || undefined, from: from || undefined, to: to || undefined }),
  );
  const trail = useCursorTrail(documentsKey(query));
  const result = useDocuments(query, trail.cursor);

  return (
    <section className="admin-section" aria-label={copy.tabs.documents}>
      <FilterBar form={filters} submitLabel={copy.search.submit}>
        <SearchField placeholder={text.searchPlaceholder} />
        <FilterField name="from" type="date" label={text.fromLabel} />
        <FilterField name="to" type="date" label={text.toLabel} />
      </FilterBar>
      <DocumentsExport from={query.from} to={query.to} />
      <AdminListing
        result={result}
        rows={result.data?.documents}
        columns={DOCUMENT_COLUMNS}
        rowKey={(document) => document.id}
        words={text}
        label={copy.tabs.documents}
        trail={trail}
      />
    </section>
  );
}
