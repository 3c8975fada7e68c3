import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { isHolidayChangeable } from '../../../shared/rules/holidays.ts';

type Actor = Pick<SessionUser, 'permissions'>;

/** Everyone sees the calendars; adding, editing and deleting needs ManageHolidays (Admins hold it). */
export function canManageHolidays(actor: Actor): boolean {
  return actor.permissions.includes('ManageHolidays');
}

/** What the actor may do with a holiday: custom ones dated three or more days ahead (spec 002 §4). */
export function holidayAbilities(
  actor: Actor,
  holiday: { isCustom: boolean; date: string },
  today: string,
): { edit: boolean; delete: boolean } {
  const allowed = canManageHolidays(actor) && isHolidayChangeable(holiday, today);
  return { edit: allowed, delete: allowed };
}
