import { formatDay } from '../../shared/rules/dates.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';
import { renderMail, type Recipient } from './templates.ts';

type Link = { url: string };
export interface TeamLeaveItem extends Link {
  person: string;
  typeName: string;
  fromDate: string;
  toDate: string;
  approved: boolean;
}
export interface TeamTaskItem extends Link {
  person: string;
  /** '0007 (Write the spec)'. */
  task: string;
  dueDate: string;
}
export interface TeamAttendanceItem extends Link {
  person: string;
  day: string;
  /** Minutes late; null: absent without leave. */
  lateMinutes: number | null;
}

/**
 * The weekly manager digest (issue 29), Monday morning: the team's leave in the week ahead, their
 * overdue tasks, the leave requests waiting for the manager, and last week's attendance anomalies
 * (absent without leave, checked in late), each a link. Empty sections are left out.
 */
export function managerDigestMail(
  input: Recipient & {
    week: { from: string; to: string };
    lastWeek: { from: string; to: string };
    leave: TeamLeaveItem[];
    overdue: TeamTaskItem[];
    approvals: TeamLeaveItem[];
    attendance: TeamAttendanceItem[];
    url: string;
  },
): OutgoingMail {
  return renderMail('manager_digest', input, (t) => {
    const days = (from: string, to: string) =>
      from === to ? formatDay(from) : t('{{from}} to {{to}}', { from: formatDay(from), to: formatDay(to) });
    const leaveLabel = (item: TeamLeaveItem) =>
      t(
        item.approved ? '{{person}}: {{type}}, {{days}}' : '{{person}}: {{type}}, {{days}} (not decided yet)',
        {
          person: item.person,
          type: t(item.typeName),
          days: days(item.fromDate, item.toDate),
        },
      );
    const sections = [
      {
        heading: t('Leave in the week ahead ({{days}})', { days: days(input.week.from, input.week.to) }),
        links: input.leave.map((item) => ({ label: leaveLabel(item), url: item.url })),
      },
      {
        heading: t('Waiting for your approval'),
        links: input.approvals.map((item) => ({ label: leaveLabel(item), url: item.url })),
      },
      {
        heading: t('Overdue tasks of your team'),
        links: input.overdue.map((item) => ({
          label: t('{{person}}: {{task}}, due on {{date}}', {
            person: item.person,
            task: item.task,
            date: formatDay(item.dueDate),
          }),
          url: item.url,
        })),
      },
      {
        heading: t('Attendance last week ({{days}})', { days: days(input.lastWeek.from, input.lastWeek.to) }),
        links: input.attendance.map((item) => ({
          label:
            item.lateMinutes === null
              ? t('{{person}}: absent without leave on {{date}}', {
                  person: item.person,
                  date: formatDay(item.day),
                })
              : t('{{person}}: checked in {{minutes}} minutes late on {{date}}', {
                  person: item.person,
                  minutes: item.lateMinutes,
                  date: formatDay(item.day),
                }),
          url: item.url,
        })),
      },
    ].filter((section) => section.links.length > 0);
    return {
      subject: t('Your team this week'),
      lines: [t('Here is what needs your attention in your team this week:')],
      sections,
      action: { label: t('See your team’s leave'), url: input.url },
      footer: t('You receive this digest on Monday mornings because people report to you in Orgdesk.'),
    };
  });
}
