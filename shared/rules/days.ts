/** A calendar day as the app shows it (DESIGN.md, Time): 2026-11-22 → 22-11-2026. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : isoDay;
}
