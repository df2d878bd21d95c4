import { uiCopy } from '../../content/layout';
import { Button } from './button';

/** Where a paged list stands: the page shown (from 1), how many rows a page holds, how many in all. */
export interface TablePage {
  page: number;
  pageSize: number;
  /** Rows in all; with `totalCapped`, at least this many (a count that stopped there). */
  total: number;
  totalCapped?: boolean;
  /** Whether a page follows, when the list knows it better than `total` does (keyset paging). */
  hasNext?: boolean;
}

export interface PagerProps {
  /** What is paged, naming the navigation ("Leads" gives "Leads pages"). */
  label: string;
  page: TablePage;
  onPage: (page: number) => void;
}

/** Previous and Next under a table, with where the reader is ("Page 2 of 5, 93 in all"), announced politely. */
export function Pager({ label, page, onPage }: PagerProps) {
  const copy = uiCopy.paging;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize), page.page);
  const hasNext = page.hasNext ?? page.page < pages;
  return (
    <nav className="pager" aria-label={copy.label(label)}>
      <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {copy.previous}
      </Button>
      <p className="pager__summary" aria-live="polite">
        {page.totalCapped ? copy.summaryCapped(page.page, page.total) : copy.summary(page.page, pages, page.total)}
      </p>
      <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page.page + 1)}>
        {copy.next}
      </Button>
    </nav>
  );
}
