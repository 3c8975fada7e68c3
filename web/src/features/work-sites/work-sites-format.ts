import type { WorkSite } from '../../../../shared/schemas/attendance.schema.ts';

/** A coordinate as the list shows it: five decimals, about a metre (never '-0.00000'). */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(5);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}

/** '18.52043, 73.85674': latitude then longitude. */
export function formatPosition(site: Pick<WorkSite, 'latitude' | 'longitude'>): string {
  return `${formatCoordinate(site.latitude)}, ${formatCoordinate(site.longitude)}`;
}

/**
 * The sites nearest first once their distances are known; the ones without a distance keep the
 * server's order (by name) after them.
 */
export function nearestFirst(items: readonly WorkSite[]): WorkSite[] {
  const known = items.filter((site) => site.distanceMeters !== null);
  const unknown = items.filter((site) => site.distanceMeters === null);
  known.sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0));
  return [...known, ...unknown];
}
