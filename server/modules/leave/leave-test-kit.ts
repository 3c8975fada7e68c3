import { and, eq, gte } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { addDays, isWeekend, todayIn } from '../../../shared/rules/dates.ts';
import type { LeaveBalancesResponse } from '../../../shared/schemas/leave.schema.ts';
import type { Db } from '../../db/client.ts';
import { holidays } from '../../db/schema/holidays.ts';
import type { TestClient } from '../../test/test-app.ts';

export const today = () => todayIn(DEFAULT_TIME_ZONE);

/** `count` consecutive working days of India's calendar, the first at least `ahead` days from today. */
export async function workingDays(db: Db, ahead: number, count: number): Promise<string[]> {
  const taken = new Set(
    (
      await db
        .select({ date: holidays.date })
        .from(holidays)
        .where(and(eq(holidays.location, 1), gte(holidays.date, today())))
    ).map((h) => h.date),
  );
  const days: string[] = [];
  for (let day = addDays(today(), ahead); days.length < count; day = addDays(day, 1)) {
    if (!isWeekend(day) && !taken.has(day)) days.push(day);
  }
  return days;
}

export const leaveBody = (overrides: Record<string, unknown> = {}) => ({
  typeId: 1,
  fromDate: '',
  toDate: '',
  halfDay: null,
  reason: 'Fever',
  ...overrides,
});

export const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });
export const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

/** A person's balance of one leave type, as their profile shows it. */
export async function balanceOf(client: TestClient, userId: string, typeId: number) {
  const res = await client.get(`/api/v1/users/${userId}/leave-balances`);
  return res.json<LeaveBalancesResponse>().balances.find((b) => b.typeId === typeId)!;
}
