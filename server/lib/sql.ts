/** `value` with LIKE's own %, _ and \ taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that matches `value` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
