import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/schemas/notifications.schema.ts';
import { dayHeading, groupByDay } from './notification-days.ts';

const at = (id: number, createdAt: string): Notification => ({
  id,
  kind: 'task_assigned',
  type: 'task.created',
  actor: null,
  subject: { kind: 'task', id: String(id) },
  data: {},
  createdAt,
  read: false,
});

describe('notifications grouped by day', () => {
  // 28-11-2026 09:00 in Kolkata (UTC+05:30).
  const now = new Date('2026-11-28T03:30:00Z');

  it('cuts the days at midnight in the reader’s time zone, keeping the order', () => {
    const items = [
      at(5, '2026-11-28T01:00:00Z'), // 06:30 on the 28th in Kolkata
      at(4, '2026-11-27T19:00:00Z'), // 00:30 on the 28th in Kolkata, still the 27th in UTC
      at(3, '2026-11-27T18:00:00Z'), // 23:30 on the 27th
      at(2, '2026-11-25T12:00:00Z'),
      at(1, '2026-11-25T05:00:00Z'),
    ];
    expect(groupByDay(items, 'Asia/Kolkata').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-28', [5, 4]],
      ['2026-11-27', [3]],
      ['2026-11-25', [2, 1]],
    ]);
    expect(groupByDay(items, 'UTC').map((g) => g.day)).toEqual(['2026-11-28', '2026-11-27', '2026-11-25']);
    expect(groupByDay(items, 'UTC')[1]!.items.map((i) => i.id)).toEqual([4, 3]);
  });

  it.each([
    ['2026-11-28', 'Today'],
    ['2026-11-27', 'Yesterday'],
    ['2026-11-25', '25-11-2026'],
    ['2025-11-27', '27-11-2025'],
  ])('heads %s with “%s”', (day, heading) => {
    expect(dayHeading(day, now, 'Asia/Kolkata', i18next.t)).toBe(heading);
  });

  it('counts yesterday across the turn of a month and a year', () => {
    const newYear = new Date('2027-01-01T06:00:00Z');
    expect(dayHeading('2026-12-31', newYear, 'UTC', i18next.t)).toBe('Yesterday');
  });
});
