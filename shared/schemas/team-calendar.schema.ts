import { z } from 'zod';
import { LEAVE_TYPE_IDS } from '../rules/leave.ts';
import { TEAM_CALENDAR_PAGE_SIZES, TEAM_CALENDAR_VIEWS } from '../rules/team-calendar.ts';
import { listPage, queryList } from './common.schema.ts';

/**
 * The team calendar's address and request: a month or a week around `date` (today when left
 * out), only some leave types, only the people away (the default) or everyone, a page of people.
 */
export const teamCalendarQuerySchema = z.strictObject({
  view: z.enum(TEAM_CALENDAR_VIEWS, { error: 'View must be month or week.' }).default('month'),
  date: z.iso
    .date({ error: 'Date must be a date.' })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', {
      error: 'Choose a date between 2000 and 2100.',
    })
    .optional(),
  types: queryList(
    z.coerce
      .number()
      .int()
      .refine((id) => (LEAVE_TYPE_IDS as readonly number[]).includes(id), {
        error: 'Choose a leave type from the list.',
      }),
    LEAVE_TYPE_IDS.length,
  ),
  /** Everyone in the team, not only the people with leave in the days shown. */
  everyone: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TEAM_CALENDAR_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(25),
});
export type TeamCalendarQuery = z.infer<typeof teamCalendarQuerySchema>;

export const teamCalendarLeaveSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  halfDay: z.enum(['first', 'second']).nullable(),
  duration: z.number(),
  /** Approved, or waiting for a decision (drawn hatched). */
  status: z.enum(['Approved', 'Pending']),
});
export type TeamCalendarLeave = z.infer<typeof teamCalendarLeaveSchema>;

export const teamCalendarRowSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their leave in the days shown, by first day (whole: the bar is clipped by the page). */
  leaves: z.array(teamCalendarLeaveSchema),
  /** The public holidays of their own holiday calendar in the days shown. */
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** The day shown that is their birthday, when they chose to show it (Settings > Calendar). */
  birthday: z.string().nullable(),
});
export type TeamCalendarRow = z.infer<typeof teamCalendarRowSchema>;

export const teamCalendarSchema = z.object({
  /** The first and last day shown. */
  from: z.string(),
  to: z.string(),
  /** Today in the organisation's time zone. */
  today: z.string(),
  rows: z.array(teamCalendarRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamCalendar = z.infer<typeof teamCalendarSchema>;
