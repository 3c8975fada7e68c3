import type { CellCategory } from '../../../../shared/rules/attendance-grid.ts';
import { eachDay, weekdayOf } from '../../../../shared/rules/dates.ts';
import type {
  AttendanceGrid,
  AttendanceRecord,
  GridRow,
} from '../../../../shared/schemas/attendance.schema.ts';

/** Test data of the attendance grid, in the shapes the API answers with (component tests only). */
export const gridPeople = {
  grace: '11111111-1111-4111-8111-111111111111',
  alan: '22222222-2222-4222-8222-222222222222',
};

/** The days of a month, as the grid lists them. */
export function monthDays(year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return eachDay(first, last).map((date) => ({ date, weekday: weekdayOf(date) }));
}

/** A person's row: every day a dash unless `days` says otherwise (day of month → category, record id). */
export function gridRow(
  userId: string,
  name: string,
  dayCount: number,
  days: Record<number, { category: CellCategory; recordId?: number }> = {},
): GridRow {
  const cells = Array.from({ length: dayCount }, (_, index) => days[index + 1]?.category ?? 'none');
  const recordIds = Array.from({ length: dayCount }, (_, index) => days[index + 1]?.recordId ?? null);
  return { userId, name, avatarUrl: null, cells, recordIds };
}

/**
 * November 2026 as seen on Tuesday the 24th: Grace present on the 23rd (record 41), on sick leave
 * on the 20th, a weekend on the 21st; Alan working from home on the 23rd, upcoming after today.
 */
export function novemberGrid(overrides: Partial<AttendanceGrid> = {}): AttendanceGrid {
  const days = monthDays(2026, 11);
  return {
    days,
    rows: [
      gridRow(gridPeople.grace, 'Grace Hopper', days.length, {
        20: { category: 'sick' },
        21: { category: 'weekend' },
        23: { category: 'present', recordId: 41 },
        25: { category: 'upcoming' },
      }),
      gridRow(gridPeople.alan, 'Alan Turing', days.length, {
        23: { category: 'workFromHome' },
        24: { category: 'absent' },
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 10,
    today: '2026-11-24',
    ...overrides,
  };
}

/** Grace's check-in on Monday 23 November 2026 at 09:15 in Kolkata, out at 18:05. */
export function graceRecord(overrides: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    id: 41,
    userId: gridPeople.grace,
    userName: 'Grace Hopper',
    workDate: '2026-11-23',
    checkIn: {
      at: '2026-11-23T03:45:00.000Z',
      latitude: 18.52,
      longitude: 73.85,
      accuracy: 12.4,
      place: 'Pune, Maharashtra, India',
      siteName: 'Pune office',
    },
    checkOut: {
      at: '2026-11-23T12:35:00.000Z',
      latitude: 18.53,
      longitude: 73.86,
      accuracy: null,
      place: null,
      siteName: null,
    },
    photoUrl: '/api/v1/attendance/records/41/photo',
    compensatoryEarned: false,
    ...overrides,
  };
}
