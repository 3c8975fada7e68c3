import { describe, expect, it } from 'vitest';
import { relativeTime, type RelativeTime } from './relative-time.ts';

const KOLKATA = 'Asia/Kolkata';
// 22 Nov 2026, 15:30 in Kolkata (UTC+5:30).
const NOW = new Date('2026-11-22T10:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('how long ago a timeline entry happened', () => {
  it.each<[string, Date, RelativeTime]>([
    ['at the same instant', NOW, { kind: 'justNow' }],
    ['59 s ago', ago(59 * S), { kind: 'justNow' }],
    ['59.999 s ago', ago(MIN - 1), { kind: 'justNow' }],
    ['60 s ago', ago(MIN), { kind: 'minutes', count: 1 }],
    ['119 s ago', ago(2 * MIN - S), { kind: 'minutes', count: 1 }],
    ['59 min ago', ago(59 * MIN), { kind: 'minutes', count: 59 }],
    ['59 min 59 s ago', ago(H - S), { kind: 'minutes', count: 59 }],
    ['60 min ago', ago(H), { kind: 'hours', count: 1 }],
    ['23 h 59 min ago', ago(24 * H - MIN), { kind: 'hours', count: 23 }],
    ['24 h ago, the previous day', ago(24 * H), { kind: 'yesterday' }],
    // 21 Nov 00:15 in Kolkata: still the previous calendar day.
    ['39 h 15 min ago, just after the previous midnight', ago(39 * H + 15 * MIN), { kind: 'yesterday' }],
    // 20 Nov 23:45 in Kolkata: two days back.
    [
      '39 h 45 min ago, just before the previous midnight',
      ago(39 * H + 45 * MIN),
      { kind: 'date', year: 2026, month: 11, day: 20, withYear: false },
    ],
    [
      'earlier this year',
      new Date('2026-01-03T08:00:00Z'),
      { kind: 'date', year: 2026, month: 1, day: 3, withYear: false },
    ],
    [
      'a previous year',
      new Date('2025-11-03T08:00:00Z'),
      { kind: 'date', year: 2025, month: 11, day: 3, withYear: true },
    ],
    ['a second in the future (clock skew)', new Date(NOW.getTime() + S), { kind: 'justNow' }],
    ['a day in the future', new Date(NOW.getTime() + 24 * H), { kind: 'justNow' }],
  ])('%s', (_, instant, expected) => {
    expect(relativeTime(instant, NOW, KOLKATA)).toEqual(expected);
  });

  // 23 Nov 00:30 in Kolkata, still 22 Nov 19:00 in UTC; the entry is 21 Nov 23:30 in Kolkata,
  // 21 Nov 18:00 in UTC: two calendar days back in Kolkata, one in UTC.
  const afterKolkataMidnight = new Date('2026-11-22T19:00:00Z');
  const entry = new Date('2026-11-21T18:00:00Z');
  it.each<[string, RelativeTime]>([
    [KOLKATA, { kind: 'date', year: 2026, month: 11, day: 21, withYear: false }],
    ['UTC', { kind: 'yesterday' }],
  ])(
    'counts calendar days in the viewer’s zone (%s) across a midnight only it has passed',
    (zone, expected) => {
      expect(relativeTime(entry, afterKolkataMidnight, zone)).toEqual(expected);
    },
  );

  it('takes the year from the zone: New Year’s Eve in UTC is already New Year’s Day in Kolkata', () => {
    const newYear = new Date('2027-01-03T10:00:00Z');
    const eve = new Date('2026-12-31T20:00:00Z');
    expect(relativeTime(eve, newYear, KOLKATA)).toEqual({
      kind: 'date',
      year: 2027,
      month: 1,
      day: 1,
      withYear: false,
    });
    expect(relativeTime(eve, newYear, 'UTC')).toEqual({
      kind: 'date',
      year: 2026,
      month: 12,
      day: 31,
      withYear: true,
    });
  });
});
