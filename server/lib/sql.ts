/** `value` with LIKE's own %, _ and \ taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that matches `value` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/**
 * The total of a list whose page's rows carry it (`count(*) over ()`): the first row's. An empty
 * first page means none at all; past the last page no row carries it, so `countAll` counts apart.
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total: number }>,
  firstPage: boolean,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return firstPage ? 0 : countAll();
}
