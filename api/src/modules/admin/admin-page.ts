import type { Page } from '@pointforge/domain';

/** A console table's page as the API answers it: the rows under the table's name, then pageSize, nextCursor, total and totalCapped. */
export type ListedPage<Name extends string, Row> = Record<Name, Row[]> & Omit<Page<Row>, 'items'>;

export function listedPage<Name extends string, Row>(name: Name, { items, ...page }: Page<Row>): ListedPage<Name, Row> {
  return { [name]: items, ...page } as ListedPage<Name, Row>;
}
