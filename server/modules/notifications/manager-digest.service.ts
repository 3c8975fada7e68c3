import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import { leaveTypeOf } from '../../../shared/rules/leave.ts';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  managerDigestMail,
  type TeamAttendanceItem,
  type TeamLeaveItem,
  type TeamTaskItem,
} from '../../mail/manager-digest-mails.ts';
import { findTeamLeave, type TeamLeave } from '../leave/leave.queries.ts';
import { findOrganisationTimeZone } from '../org/org.queries.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findAttendanceAnomalies } from '../reports/team-anomalies.service.ts';
import { findOverdueTasksOf } from '../tasks/tasks.queries.ts';
import { findDirectReports, findRecipients } from '../users/users.queries.ts';
import { claimDigests, recordListed, type ClaimedDigest } from './notification-digest.repository.ts';
import { DIGEST_HOURS } from './notification-digest.service.ts';

/** The most lines one section of the weekly digest lists. */
const SECTION_MAX = 20;

type Report = Awaited<ReturnType<typeof findDirectReports>>[number];

/** What one manager's digest says, before it is written in their language. */
interface TeamWeek {
  leave: TeamLeaveItem[];
  overdue: TeamTaskItem[];
  approvals: TeamLeaveItem[];
  attendance: TeamAttendanceItem[];
}

/**
 * The team's week as seen on `day` (a Monday): leave in the seven days from it, overdue tasks,
 * undecided requests, and the anomalies of the seven days before it; read once for all the teams
 * of the managers whose Monday it is.
 */
async function teamWeeks(
  db: DbOrTx,
  appUrl: string,
  day: string,
  reports: readonly Report[],
  timeZone: string,
): Promise<Map<string, TeamWeek>> {
  const ids = reports.map((r) => r.id);
  const [leave, overdue, anomalies] = await Promise.all([
    findTeamLeave(db, { userIds: ids, from: day, to: addDays(day, 6), today: day }),
    findOverdueTasksOf(db, ids, day),
    findAttendanceAnomalies(db, {
      people: reports.map((r) => ({ ...r, since: todayIn(timeZone, r.createdAt) })),
      from: addDays(day, -7),
      to: addDays(day, -1),
      today: day,
    }),
  ]);
  const byId = new Map(reports.map((r) => [r.id, r]));
  const weeks = new Map<string, TeamWeek>();
  const weekOf = (personId: string) => {
    const managerId = byId.get(personId)!.managerId;
    let week = weeks.get(managerId);
    if (!week) weeks.set(managerId, (week = { leave: [], overdue: [], approvals: [], attendance: [] }));
    return week;
  };
  const leaveItem = (l: TeamLeave): TeamLeaveItem => ({
    person: byId.get(l.userId)!.fullName,
    typeName: leaveTypeOf(l.typeId)?.name ?? '',
    fromDate: l.fromDate,
    toDate: l.toDate,
    approved: l.approved,
    url: `${appUrl}/leave-approval`,
  });
  for (const l of leave.inPeriod) weekOf(l.userId).leave.push(leaveItem(l));
  for (const l of leave.pending) weekOf(l.userId).approvals.push(leaveItem(l));
  for (const task of overdue)
    weekOf(task.assignedToId).overdue.push({
      person: byId.get(task.assignedToId)!.fullName,
      task: `${formatTaskNumber(task.id)} (${task.name})`,
      dueDate: task.dueDate,
      url: `${appUrl}/view-task/${task.id}`,
    });
  for (const [personId, found] of anomalies) {
    const person = byId.get(personId)!.fullName;
    const url = `${appUrl}/attendance-record`;
    const items: TeamAttendanceItem[] = [
      ...found.absent.map((d) => ({ person, day: d, lateMinutes: null, url })),
      ...found.late.map((l) => ({ person, day: l.day, lateMinutes: l.minutes, url })),
    ];
    weekOf(personId).attendance.push(...items.sort((a, b) => a.day.localeCompare(b.day)));
  }
  return weeks;
}

/**
 * The weekly manager digest (issue 29): on Monday morning in their own time zone, each person
 * with active direct reports gets one mail about their team's week, once (the digests' unique key,
 * period 'weekly'), in their language; none when there is nothing to say.
 */
export async function sendManagerDigests(db: Db, appUrl: string, now: Date): Promise<{ people: number }> {
  return db.transaction(async (tx) => {
    const digests = await claimDigests(tx, now, { period: 'weekly', hours: DIGEST_HOURS, weekday: 1 });
    const reports = await findDirectReports(
      tx,
      digests.map((d) => d.recipientId),
    );
    if (reports.length === 0) return { people: 0 };
    // Managers in different time zones may have different Mondays: each day's teams are read together.
    const byDay = new Map<string, ClaimedDigest[]>();
    for (const d of digests) byDay.set(d.day, [...(byDay.get(d.day) ?? []), d]);
    const recipients = new Map(
      (await findRecipients(tx, [...new Set(reports.map((r) => r.managerId))])).map((p) => [p.id, p]),
    );
    const listed = new Map<number, number>();
    for (const [day, claimed] of byDay) {
      const managers = new Set(claimed.map((d) => d.recipientId));
      const weeks = await teamWeeks(
        tx,
        appUrl,
        day,
        reports.filter((r) => managers.has(r.managerId)),
        await findOrganisationTimeZone(tx),
      );
      for (const digest of claimed) {
        const week = weeks.get(digest.recipientId);
        const person = recipients.get(digest.recipientId);
        if (!week || !person) continue;
        const cut = <T>(items: T[]) => items.slice(0, SECTION_MAX);
        await enqueueMail(
          tx,
          managerDigestMail({
            to: person.email,
            firstName: person.firstName,
            language: person.language,
            week: { from: day, to: addDays(day, 6) },
            lastWeek: { from: addDays(day, -7), to: addDays(day, -1) },
            leave: cut(week.leave),
            overdue: cut(week.overdue),
            approvals: cut(week.approvals),
            attendance: cut(week.attendance),
            url: `${appUrl}/leave-approval`,
          }),
        );
        listed.set(
          digest.id,
          week.leave.length + week.overdue.length + week.approvals.length + week.attendance.length,
        );
      }
    }
    await recordListed(tx, listed);
    return { people: listed.size };
  });
}
