import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Names the table for screen readers. */
  caption: string;
  headers: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
}

/** A console table: the paged listings, and the drawer's and the queue's short lists. */
export function AdminTable({ caption, headers, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
