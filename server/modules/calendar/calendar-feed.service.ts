/**
 * Calendar feeds (issue 31): a private iCalendar address per person, to subscribe to from Google
 * Calendar, Outlook or Apple Calendar. It shows their open tasks' due dates, their approved leave,
 * their holiday calendar's public holidays and, for a manager, their direct reports' approved leave
 * (the team their weekly digest is about), from 90 days back to a year ahead, in their language.
 * Only the token's hash is kept: the address is shown once, when it is made, and making a new one
 * or turning the feed off ends the old address at once.
 */
import { leaveTypeOf } from '../../../shared/rules/leave.ts';
import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { CalendarFeed, CalendarFeedCreated } from '../../../shared/schemas/calendar.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { translatorFor, type Translate } from '../../lib/translate.ts';
import { publish } from '../events/events.service.ts';
import { holidayLocationFor, holidaysBetween } from '../holidays/holidays.service.ts';
import { findApprovedLeaves, type ApprovedLeave } from '../leave/leave.queries.ts';
import { findOrganisationTimeZone } from '../org/org.queries.ts';
import { findDueTasksOf } from '../tasks/tasks.queries.ts';
import { findActivePerson, findDirectReports } from '../users/users.queries.ts';
import { writeIcs, type FeedEntry } from './calendar-feed-ics.ts';
import { deleteFeed, findFeedCreatedAt, findFeedOwner, saveFeed } from './calendar-feed.repository.ts';

/** The days a feed covers around today. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 365;
/** `<43 url-safe characters>.ics`: newToken's form. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/api/v1/calendar-feeds/${token}.ics`;

/** Settings > Calendar: whether the caller has a feed address. */
export async function getCalendarFeed(ctx: AppContext, actor: SessionUser): Promise<CalendarFeed> {
  const createdAt = await findFeedCreatedAt(ctx.db, actor.id);
  return { active: createdAt !== null, createdAt: createdAt?.toISOString() ?? null };
}

/** A new feed address for the caller; the one they had, if any, stops working in the same commit. */
export async function createCalendarFeed(ctx: AppContext, actor: SessionUser): Promise<CalendarFeedCreated> {
  const token = newToken();
  const createdAt = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { replaced } = await saveFeed(tx, { userId: actor.id, tokenHash: hashToken(token), createdAt });
    await publish(tx, {
      type: 'person.calendar_feed_created',
      actorId: actor.id,
      subject: { kind: 'person', id: actor.id },
      concerns: [actor.id],
      data: { replaced },
    });
  });
  return { url: feedUrl(ctx, token), createdAt: createdAt.toISOString() };
}

/** Turns the caller's feed off: its address answers 404 from now on. */
export async function deleteCalendarFeed(ctx: AppContext, actor: SessionUser): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteFeed(tx, actor.id))) return;
    await publish(tx, {
      type: 'person.calendar_feed_revoked',
      actorId: actor.id,
      subject: { kind: 'person', id: actor.id },
      concerns: [actor.id],
    });
  });
}

/**
 * The feed behind an address (`<token>.ics`), as iCalendar text. An address that is malformed,
 * was replaced or turned off, or whose person can no longer sign in, is not found: all alike.
 */
export async function renderCalendarFeed(ctx: AppContext, file: string): Promise<string> {
  const token = FEED_FILE.exec(file)?.[1];
  const ownerId = token ? await findFeedOwner(ctx.db, hashToken(token)) : null;
  const person = ownerId ? await findActivePerson(ctx.db, ownerId) : null;
  if (!person) throw notFound('No calendar feed at this address.');

  const today = todayIn(await findOrganisationTimeZone(ctx.db), ctx.now());
  const from = addDays(today, -DAYS_BACK);
  const to = addDays(today, DAYS_AHEAD);
  const [tasks, team, location] = await Promise.all([
    findDueTasksOf(ctx.db, person.id, from, to),
    findDirectReports(ctx.db, [person.id]),
    holidayLocationFor(ctx, person.holidayLocation),
  ]);
  const [leaves, holidays] = await Promise.all([
    findApprovedLeaves(ctx.db, { userIds: [person.id, ...team.map((p) => p.id)], from, to }),
    holidaysBetween(ctx, location, from, to),
  ]);

  const t = translatorFor(person.language);
  const { appUrl } = ctx.config;
  const host = new URL(appUrl).hostname;
  const teamNames = new Map(team.map((p) => [p.id, p.fullName]));
  const entries: FeedEntry[] = [
    ...tasks.map((task) => ({
      uid: `task-${task.id}@${host}`,
      firstDay: task.dueDate,
      lastDay: task.dueDate,
      summary: t('Due: {{name}}', { name: task.name }),
      description: t('Project: {{name}}', { name: task.projectName }),
      url: `${appUrl}/view-task/${task.id}`,
    })),
    ...leaves.map((leave) => ({
      uid: `leave-${leave.id}@${host}`,
      firstDay: leave.fromDate,
      lastDay: leave.toDate,
      summary: leaveSummary(
        t,
        leave,
        leave.userId === person.id ? null : (teamNames.get(leave.userId) ?? ''),
      ),
      url: `${appUrl}/leave-approval`,
    })),
    ...[...holidays].map(([date, name]) => ({
      uid: `holiday-${location}-${date}@${host}`,
      firstDay: date,
      lastDay: date,
      summary: t('Holiday: {{name}}', { name }),
      url: `${appUrl}/calendar`,
    })),
  ];
  return writeIcs({
    name: t('Orgdesk calendar of {{name}}', { name: `${person.firstName} ${person.lastName}`.trim() }),
    entries,
    stamp: ctx.now(),
  });
}

/** "On leave: Sick leave", or a report's "Asha Rao on leave: Sick leave, first half". */
function leaveSummary(t: Translate, leave: ApprovedLeave, name: string | null): string {
  const type = t(leaveTypeOf(leave.typeId)?.name ?? '');
  if (name === null) {
    if (leave.halfDay === 'first') return t('On leave: {{type}}, first half', { type });
    if (leave.halfDay === 'second') return t('On leave: {{type}}, second half', { type });
    return t('On leave: {{type}}', { type });
  }
  if (leave.halfDay === 'first') return t('{{name}} on leave: {{type}}, first half', { name, type });
  if (leave.halfDay === 'second') return t('{{name}} on leave: {{type}}, second half', { name, type });
  return t('{{name}} on leave: {{type}}', { name, type });
}
