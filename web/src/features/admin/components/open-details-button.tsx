import { adminCopy as copy } from '../../../content/admin';

/** The last cell of a listing's row: "Open", named for assistive tech by whose details it opens. */
export function OpenDetailsButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button type="button" className="button button--ghost button--sm" aria-label={label} onClick={onOpen}>
      {copy.leads.openShort}
    </button>
  );
}
