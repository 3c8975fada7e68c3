import { describe, expect, it } from 'vitest';
import { nextOccurrence, repeatFrom, repeatOf, repeatRule } from './task-repeat-rule.ts';

describe('a series as seen from one of its tasks', () => {
  it('keeps the choices of a series without a number of times', () => {
    const rule = repeatRule(
      { frequency: 'weekly', interval: 2, weekdays: ['MO', 'TH'], monthlyBy: 'day', end: { kind: 'never' } },
      '2026-12-07',
    );
    expect(repeatFrom(rule, '2026-12-07', '2027-01-04')).toEqual(repeatOf(rule));
  });

  it('counts the times left from that task on, itself included', () => {
    const rule = repeatRule(
      { frequency: 'daily', interval: 2, weekdays: [], monthlyBy: 'day', end: { kind: 'count', count: 5 } },
      '2026-12-01',
    );
    // 1, 3, 5, 7 and 9 December: from the 5th, three are left (5, 7 and 9).
    expect(repeatFrom(rule, '2026-12-01', '2026-12-01').end).toEqual({ kind: 'count', count: 5 });
    expect(repeatFrom(rule, '2026-12-01', '2026-12-05').end).toEqual({ kind: 'count', count: 3 });
    expect(nextOccurrence(rule, '2026-12-01', '2026-12-07')).toBe('2026-12-09');
    expect(nextOccurrence(rule, '2026-12-01', '2026-12-09')).toBeNull();
    // Counted anew from the 5th with the times left: the same days.
    const anew = repeatRule(repeatFrom(rule, '2026-12-01', '2026-12-05'), '2026-12-05');
    expect(nextOccurrence(anew, '2026-12-05', '2026-12-07')).toBe('2026-12-09');
    expect(nextOccurrence(anew, '2026-12-05', '2026-12-09')).toBeNull();
    // The last one, or a task past the end (its date moved): at least once more.
    expect(repeatFrom(rule, '2026-12-01', '2026-12-09').end).toEqual({ kind: 'count', count: 1 });
    expect(repeatFrom(rule, '2026-12-01', '2026-12-20').end).toEqual({ kind: 'count', count: 1 });
  });

  it('counts the first task as one of the times, even on a day the rule does not have', () => {
    // Due on Monday 30 November, then on Wednesdays, three times in all: 30 Nov, 2 and 9 Dec.
    const rule = repeatRule(
      {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['WE'],
        monthlyBy: 'day',
        end: { kind: 'count', count: 3 },
      },
      '2026-11-30',
    );
    expect(nextOccurrence(rule, '2026-11-30', '2026-11-30')).toBe('2026-12-02');
    expect(nextOccurrence(rule, '2026-11-30', '2026-12-02')).toBe('2026-12-09');
    expect(nextOccurrence(rule, '2026-11-30', '2026-12-09')).toBeNull();
    expect(repeatFrom(rule, '2026-11-30', '2026-12-02').end).toEqual({ kind: 'count', count: 2 });
  });
});
