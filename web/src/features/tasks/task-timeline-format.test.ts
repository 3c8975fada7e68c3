import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import type { RelativeTime } from '../../../../shared/rules/relative-time.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { relativeTimeText } from '../../lib/relative-time-text.ts';

afterAll(async () => {
  await setLanguage('en');
});

describe('how long ago, in each language', () => {
  const minutes = (count: number): RelativeTime => ({ kind: 'minutes', count });
  const hours = (count: number): RelativeTime => ({ kind: 'hours', count });
  const nov3 = (withYear: boolean): RelativeTime => ({
    kind: 'date',
    year: 2025,
    month: 11,
    day: 3,
    withYear,
  });
  it.each<['en' | 'fr' | 'es' | 'zh' | 'ar', RelativeTime, string]>([
    ['en', { kind: 'justNow' }, 'just now'],
    ['en', minutes(1), '1 minute ago'],
    ['en', minutes(59), '59 minutes ago'],
    ['en', hours(1), '1 hour ago'],
    ['en', hours(23), '23 hours ago'],
    ['en', { kind: 'yesterday' }, 'yesterday'],
    ['en', nov3(false), 'Nov 3'],
    ['en', nov3(true), 'Nov 3, 2025'],
    ['fr', minutes(1), 'il y a 1 minute'],
    ['fr', hours(5), 'il y a 5 heures'],
    ['es', minutes(1), 'hace 1 minuto'],
    ['es', hours(2), 'hace 2 horas'],
    ['zh', minutes(1), '1 分钟前'],
    ['zh', hours(12), '12 小时前'],
    ['ar', minutes(1), 'منذ دقيقة'],
    ['ar', minutes(2), 'منذ دقيقتين'],
    ['ar', minutes(5), 'منذ 5 دقائق'],
    ['ar', minutes(11), 'منذ 11 دقيقة'],
    ['ar', hours(3), 'منذ 3 ساعات'],
  ])('%s: %j → %s', async (language, time, expected) => {
    await setLanguage(language);
    expect(relativeTimeText(time, i18next.t, language)).toBe(expected);
  });
});
