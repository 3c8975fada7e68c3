/**
 * The Indian financial year (April to March) holding a calendar day, named by the year it starts
 * in: 2026 is FY 2026-27, from 2026-04-01 to 2027-03-31.
 */
export function financialYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 ? year : year - 1;
}

/** "2026-27" for 2026. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
