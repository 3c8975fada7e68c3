import type { DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';

export type DayRange = [string | null, string | null];

/**
 * A list's day-range filter kept in the address (`from`, `to`): the picker shows the first click
 * at once, and the range is sent once both ends are chosen (or both cleared), unless `accepts`
 * holds it back (a range too long for the grid). A change of the address (Back, a link) resets
 * what the picker shows.
 */
export function useRangeFilter(
  from: string | null,
  to: string | null,
  onChange: (change: { from: string | undefined; to: string | undefined }) => void,
  accepts: (start: string, end: string) => boolean = () => true,
): [DayRange, (value: DatesRangeValue<string>) => void] {
  const [range, setRange] = useState<DayRange>([from, to]);
  const [shownRange, setShownRange] = useState<DayRange>([from, to]);
  if (shownRange[0] !== from || shownRange[1] !== to) {
    setShownRange([from, to]);
    setRange([from, to]);
  }
  const onRange = ([start, end]: DatesRangeValue<string>) => {
    setRange([start, end]);
    if (start && end && !accepts(start, end)) return;
    if ((start && end) || (!start && !end)) onChange({ from: start ?? undefined, to: end ?? undefined });
  };
  return [range, onRange];
}
