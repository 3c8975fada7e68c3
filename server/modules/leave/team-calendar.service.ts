/**
 * The team calendar (issue 31): who of the people at or below the person viewed (the caller, or
 * whom they chose in the hierarchy selector; Admins: everyone) is off when, a month or a week at a
 * time: approved leave and requests waiting for a decision, half days, each person's own public
 * holidays, and the birthdays people chose to show their team. A page of people, by name: only
 * those with leave or a birthday in the days shown, or everyone.
 */
import { avatarUrl } from '../../../shared/rules/people.ts';
import { eachDay } from '../../../shared/rules/dates.ts';
import { birthdaysOn, teamCalendarPeriod } from '../../../shared/rules/team-calendar.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  TeamCalendar,
  TeamCalendarLeave,
  TeamCalendarQuery,
} from '../../../shared/schemas/team-calendar.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { holidaysOfLocations } from '../holidays/holidays.service.ts';
import { organisationHolidayLocation, organisationToday } from '../org/org.service.ts';
import { resolveViewScope } from '../users/users.queries.ts';
import {
  findTeamCalendarLeave,
  findTeamCalendarPeople,
  type TeamCalendarFilter,
} from './team-calendar.repository.ts';

export async function getTeamCalendar(
  ctx: AppContext,
  actor: SessionUser,
  query: TeamCalendarQuery,
  viewAsId: string | undefined,
): Promise<TeamCalendar> {
  const [scope, today, orgLocation] = await Promise.all([
    resolveViewScope(ctx, actor, viewAsId),
    organisationToday(ctx),
    organisationHolidayLocation(ctx),
  ]);
  const { from, to } = teamCalendarPeriod(query.view, query.date ?? today);
  const birthdays = birthdaysOn(eachDay(from, to));
  const filter: TeamCalendarFilter = {
    scope,
    from,
    to,
    today,
    types: query.types,
    everyone: query.everyone,
    // Listed for a birthday too, unless the calendar is narrowed to some leave types.
    birthdays: query.types?.length ? [] : [...birthdays.keys()],
  };
  const page = await findTeamCalendarPeople(ctx.db, filter, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const locationOf = (person: { holidayLocation: number | null }) => person.holidayLocation ?? orgLocation;
  const [leaves, holidays] = await Promise.all([
    findTeamCalendarLeave(
      ctx.db,
      filter,
      page.rows.map((person) => person.id),
    ),
    holidaysOfLocations(ctx, [...new Set(page.rows.map(locationOf))], from, to),
  ]);
  const leavesOf = new Map<string, TeamCalendarLeave[]>();
  for (const { userId, approved, ...leave } of leaves) {
    const list = leavesOf.get(userId) ?? [];
    list.push({ ...leave, status: approved ? 'Approved' : 'Pending' });
    leavesOf.set(userId, list);
  }
  return {
    from,
    to,
    today,
    rows: page.rows.map((person) => ({
      id: person.id,
      fullName: `${person.firstName} ${person.lastName}`.trim(),
      avatarUrl: avatarUrl(person.avatarKey),
      leaves: leavesOf.get(person.id) ?? [],
      holidays: holidays.get(locationOf(person)) ?? [],
      birthday: person.birthday ? (birthdays.get(person.birthday) ?? null) : null,
    })),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
