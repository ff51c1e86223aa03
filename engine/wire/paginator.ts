/**
 * The one paginator shape every list answers (modules.md: data, total, page, perpage, from, to,
 * plus last_page). The server builds it with `paginate`; the client reads it as this type, and
 * fills a missing part the same way, so both sides count rows alike.
 */
export interface Paginator<Row> {
  readonly data: Row[];
  /** rows matching the query, on every page */
  readonly total: number;
  /** 1-based */
  readonly page: number;
  readonly perpage: number;
  /** 1-based position of the first row shown; 0 when the page is empty */
  readonly from: number;
  /** position of the last row shown; 0 when the page is empty */
  readonly to: number;
  /** at least 1, so an empty list still has a page to stand on */
  readonly last_page: number;
  /** the list's declared figures (list.statistic), counted over every row the caller reaches */
  readonly statistic?: Readonly<Record<string, number>>;
}

export function paginate<Row>(rows: Row[], total: number, page: number, perpage: number): Paginator<Row> {
  const from = rows.length ? (page - 1) * perpage + 1 : 0;
  return { data: rows, total, page, perpage, from, to: rows.length ? from + rows.length - 1 : 0, last_page: Math.max(1, Math.ceil(total / perpage)) };
}
