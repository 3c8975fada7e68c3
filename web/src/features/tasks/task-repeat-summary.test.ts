import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { repeatRule } from '../../../../shared/rules/task-repeat-rule.ts';
import { repeatSummary } from './task-repeat-summary.ts';

// The app's i18next, set up for every web test (web/src/test/setup.ts), in English.
const t = i18next.getFixedT('en');
const rule = (repeat: Partial<Parameters<typeof repeatRule>[0]>, start: string) =>
  repeatRule(
    { frequency: 'daily', interval: 1, weekdays: [], monthlyBy: 'day', end: { kind: 'never' }, ...repeat },
    start,
  );

describe('how a task repeats, in words', () => {
  it('says the frequency, the days and the end', () => {
    expect(repeatSummary(rule({}, '2026-12-01'), '2026-12-01', t, 'en')).toBe('Every day');
    expect(
      repeatSummary(
        rule({ frequency: 'weekly', weekdays: ['WE', 'MO'], end: { kind: 'count', count: 5 } }, '2026-12-01'),
        '2026-12-01',
        t,
        'en',
      ),
    ).toBe('Every week on Monday, Wednesday · 5 times');
    expect(
      repeatSummary(
        rule(
          {
            frequency: 'monthly',
            interval: 2,
            monthlyBy: 'weekday',
            end: { kind: 'until', date: '2027-06-30' },
          },
          '2026-11-30',
        ),
        '2026-11-30',
        t,
        'en',
      ),
    ).toBe('Every 2 months on the last Monday · until 30-06-2027');
    expect(repeatSummary(rule({ frequency: 'monthly' }, '2026-12-15'), '2026-12-15', t, 'en')).toBe(
      'Every month on day 15',
    );
    expect(repeatSummary(rule({ frequency: 'yearly' }, '2026-03-08'), '2026-03-08', t, 'en')).toBe(
      'Every year on March 8',
    );
  });
});
