/** The one paginator shape every list answers (modules.md: data, total, page, perpage, from, to). */
export interface Page<Row> {
  data: Row[];
  total: number;
  page: number;
  perpage: number;
  from: number;
  to: number;
  last_page: number;
}

export function paginate<Row>(rows: Row[], total: number, page: number, perpage: number): Page<Row> {
  const from = rows.length ? (page - 1) * perpage + 1 : 0;
  return { data: rows, total, page, perpage, from, to: rows.length ? from + rows.length - 1 : 0, last_page: Math.max(1, Math.ceil(total / perpage)) };
}
