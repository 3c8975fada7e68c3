import { describe, expect, it } from 'vitest';
import { weekdayName } from './format-weekday.ts';

describe('weekdayName', () => {
  it('names the day of the calendar date, whatever the zone', () => {
    expect(weekdayName('2026-11-28', 'en')).toBe('Saturday');
    expect(weekdayName('2026-11-30', 'en')).toBe('Monday');
    expect(weekdayName('2026-11-30', 'fr')).toBe('lundi');
  });
});
