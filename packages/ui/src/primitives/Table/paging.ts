/** The last page (0-based) for a total and a page size; 0 when there are no rows. */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / Math.max(1, pageSize)) - 1);
}

/** The 1-based rows a page shows: { from: 1, to: 10 } for page 0 of 57 at 10 per page; 0 – 0 when empty. */
export function rangeOf(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const safePage = Math.min(Math.max(0, page), lastPageOf(total, pageSize));
  return { from: safePage * pageSize + 1, to: Math.min(total, (safePage + 1) * pageSize) };
}
