import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/i18n.ts';
import { describeSchedule, formatDuration, jobLabel } from './scheduled-jobs-format.ts';

const t = i18next.t.bind(i18next);

describe('describeSchedule', () => {
  it.each([
    ['*/15 * * * * *', 'UTC', 'Every 15 seconds'],
    ['0 30 3 * * *', 'UTC', 'Every day at 03:30 (UTC)'],
    ['0 5 22 * * *', 'Asia/Kolkata', 'Every day at 22:05 (Asia/Kolkata)'],
    ['0 20 * * * *', 'UTC', 'Every hour at minute 20'],
    ['0 0 1 1 * *', 'Asia/Kolkata', 'Every month on the 1st at 01:00 (Asia/Kolkata)'],
    ['0 0 2 1 1 *', 'Asia/Kolkata', 'Every year on 1 January at 02:00 (Asia/Kolkata)'],
    ['0 0 2 15 * *', 'UTC', '0 0 2 15 * *'],
    ['0 0 2 1 1 1', 'UTC', '0 0 2 1 1 1'],
    ['0 75 * * * *', 'UTC', '0 75 * * * *'],
    // Five fields: minutes first
    ['30 3 * * *', 'UTC', 'Every day at 03:30 (UTC)'],
    // Anything else is shown as it is
    ['*/7 * * * * *', 'UTC', '*/7 * * * * *'],
    ['*/1 * * * * *', 'UTC', '*/1 * * * * *'],
    ['15 30 3 * * *', 'UTC', '15 30 3 * * *'],
    ['0 30 3 * * 1', 'UTC', '0 30 3 * * 1'],
    ['0 0 */2 * * *', 'UTC', '0 0 */2 * * *'],
    ['0 75 3 * * *', 'UTC', '0 75 3 * * *'],
    ['@daily', 'UTC', '@daily'],
  ])('%s in %s → %s', (pattern, timeZone, expected) => {
    expect(describeSchedule(pattern, timeZone, t)).toBe(expected);
  });

  it('speaks the interface language', async () => {
    await setLanguage('fr');
    expect(describeSchedule('0 30 3 * * *', 'UTC', t)).toBe('Tous les jours à 03:30 (UTC)');
    expect(describeSchedule('*/15 * * * * *', 'UTC', t)).toBe('Toutes les 15 secondes');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 ms'],
    [120, '120 ms'],
    [999, '999 ms'],
    [1000, '1 s'],
    [3240, '3.2 s'],
    [59_940, '59.9 s'],
    [59_960, '1 min 0 s'],
    [125_000, '2 min 5 s'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatDuration(ms, t, 'en')).toBe(expected);
  });
});

describe('jobLabel', () => {
  it('names the jobs we know and shows any other by its technical name', () => {
    expect(jobLabel('mail-delivery', t)).toBe('E-mail delivery');
    expect(jobLabel('file-sweep', t)).toBe('Unused file clean-up');
    expect(jobLabel('nightly-report', t)).toBe('nightly-report');
  });
});
