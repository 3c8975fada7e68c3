import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { formatDays, formatLeaveDuration } from './leave-format.ts';

const t = i18next.getFixedT('en');

describe('leave durations', () => {
  it.each([
    [1, null, '1 day'],
    [2, null, '2 days'],
    [0.5, 'first', '0.5 day (first half)'],
    [0.5, 'second', '0.5 day (second half)'],
    [29, null, '29 days'],
    [30, null, '1 month'],
    [35, null, '1 month 5 days'],
    [61, null, '2 months 1 day'],
    [180, null, '6 months'],
  ] as const)('shows %s days as %j', (days, halfDay, text) => {
    expect(formatLeaveDuration(t, days, halfDay)).toBe(text);
  });

  it("is '1 day' or 'N days' in the form, and empty for none", () => {
    expect(formatDays(t, 1)).toBe('1 day');
    expect(formatDays(t, 3)).toBe('3 days');
    expect(formatDays(t, 0)).toBe('');
  });

  it('is translated', async () => {
    await setLanguage('fr');
    try {
      expect(formatLeaveDuration(i18next.getFixedT('fr'), 35, 'first')).toBe(
        '1 mois 5 jours (première demi-journée)',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
