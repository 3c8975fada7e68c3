import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { isHolidayChangeable } from '../../../shared/rules/holidays.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'permissions'>;

const manages = (actor: Actor) => actor.permissions.includes('ManageHolidays');

/**
 * Everyone sees the calendars; adding, editing and deleting needs ManageHolidays (Admins hold it).
 * Whether a holiday can still change (custom, three or more days ahead) is a 422 of the service,
 * asked after this.
 */
export const HOLIDAY_POLICY: Policy<Actor, object, 'change'> = {
  notFound: 'This holiday does not exist.',
  see: null,
  actions: {
    change: { allow: manages, refuse: 'You are not allowed to change holidays.' },
  },
};

export const HOLIDAY_GATES: Gates<Actor, 'create'> = {
  gates: {
    create: { allow: manages, refuse: 'You are not allowed to add holidays.' },
  },
};

export function canManageHolidays(actor: Actor): boolean {
  return allows(HOLIDAY_GATES, actor, 'create');
}

/** What the actor may do with a holiday: custom ones dated three or more days ahead (spec 002 §4). */
export function holidayAbilities(
  actor: Actor,
  holiday: { isCustom: boolean; date: string },
  today: string,
): { edit: boolean; delete: boolean } {
  const allowed = allows(HOLIDAY_POLICY, actor, 'change', holiday) && isHolidayChangeable(holiday, today);
  return { edit: allowed, delete: allowed };
}
