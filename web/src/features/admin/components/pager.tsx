import { Button } from '../../../components/ui/button';
import { adminCopy as copy } from '../../../content/admin';
import type { AdminPage } from '../api/admin-query';

interface PagerProps {
  /** What is paged, naming the navigation ("Leads pages"). */
  label: string;
  page: AdminPage;
  onPage: (page: number) => void;
}

/** Previous and Next under a console table, with where the reader is, announced politely. */
export function Pager({ label, page, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <nav className="admin-pager" aria-label={copy.paging.label(label)}>
      <Button variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {copy.paging.previous}
      </Button>
      <p className="admin-pager__summary" aria-live="polite">
        {copy.paging.summary(page.page, pages, page.total)}
      </p>
      <Button variant="secondary" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
        {copy.paging.next}
      </Button>
    </nav>
  );
}
