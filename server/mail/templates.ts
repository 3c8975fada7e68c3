import { formatDay } from '../../shared/rules/dates.ts';
import { escapeHtml } from '../lib/html.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';

export interface MailParagraphs {
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}

/** One mail in the house style: greeting, lines, one action button, footer; text and HTML (escaped). */
export function renderMail(kind: string, to: string, subject: string, p: MailParagraphs): OutgoingMail {
  const text = [
    p.greeting,
    '',
    ...p.lines,
    '',
    `${p.action.label}: ${p.action.url}`,
    '',
    p.footer,
    '',
    '— Orgdesk',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>${escapeHtml(p.greeting)}</p>
${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(p.action.url)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(p.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(p.action.url)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(p.footer)}</p>
<p>— Orgdesk</p>
</body></html>`;
  return { kind, to, subject, text, html };
}

export function resetPasswordMail(input: {
  to: string;
  firstName: string;
  url: string;
  minutes: number;
}): OutgoingMail {
  return renderMail('reset_password', input.to, 'Reset your Orgdesk password', {
    greeting: `Hello ${input.firstName},`,
    lines: [
      'We received a request to reset the password of your Orgdesk account.',
      `The link below works once and expires in ${input.minutes} minutes. Any earlier reset link no longer works.`,
    ],
    action: { label: 'Reset password', url: input.url },
    footer: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
}

export function verifyEmailMail(input: {
  to: string;
  firstName: string;
  url: string;
  hours: number;
}): OutgoingMail {
  return renderMail('verify_email', input.to, 'Confirm your Orgdesk e-mail address', {
    greeting: `Hello ${input.firstName},`,
    lines: [
      'Please confirm that this is your e-mail address so that you can sign in to Orgdesk.',
      `The link below expires in ${input.hours} hours.`,
    ],
    action: { label: 'Confirm e-mail address', url: input.url },
    footer: 'If you did not expect this e-mail, you can ignore it.',
  });
}

export function invitationMail(input: {
  to: string;
  firstName: string;
  invitedBy: string;
  url: string;
  days: number;
}): OutgoingMail {
  return renderMail('invitation', input.to, 'You have been invited to Orgdesk', {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.invitedBy} has created an Orgdesk account for you.`,
      `Choose your password with the link below. It works once and expires in ${input.days} days; after that, use "Forgot password" on the sign-in page.`,
    ],
    action: { label: 'Set your password', url: input.url },
    footer: 'If you did not expect this e-mail, you can ignore it.',
  });
}

/** A task as the spec's mails name it: its id with its name in brackets. */
const taskLabel = (task: { number: string; name: string }) => `${task.number} (${task.name})`;

export function mentionedMail(input: {
  to: string;
  firstName: string;
  author: string;
  task: { number: string; name: string; projectName: string };
  url: string;
}): OutgoingMail {
  const label = taskLabel(input.task);
  return renderMail('task_mentioned', input.to, `${input.author} mentioned you on ${label}`, {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.author} mentioned you in a comment on the task ${label} of the project ${input.task.projectName}.`,
    ],
    action: { label: 'Open the task', url: input.url },
    footer: 'You receive this because someone mentioned you in Orgdesk.',
  });
}

/** TaskCreated (spec 000 §7): someone else gave the person a task, new or reassigned. */
export function taskAssignedMail(input: {
  to: string;
  firstName: string;
  assignedBy: string;
  task: { number: string; name: string; projectName: string; dueDate: string };
  url: string;
}): OutgoingMail {
  const label = taskLabel(input.task);
  return renderMail('task_assigned', input.to, `${input.assignedBy} assigned you ${label}`, {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.assignedBy} assigned you the task ${label} of the project ${input.task.projectName}.`,
      `It is due on ${formatDay(input.task.dueDate)}.`,
    ],
    action: { label: 'Open the task', url: input.url },
    footer: 'You receive this because a task was assigned to you in Orgdesk.',
  });
}

/** Overdue (spec 000 §7): the reminder someone sends from the task list. */
export function overdueReminderMail(input: {
  to: string;
  firstName: string;
  sentBy: string;
  task: { number: string; name: string; projectName: string; dueDate: string; status: string };
  url: string;
}): OutgoingMail {
  const label = taskLabel(input.task);
  return renderMail('task_overdue', input.to, `Reminder: ${label} is overdue`, {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.sentBy} reminds you that the task ${label} of the project ${input.task.projectName} was due on ${formatDay(input.task.dueDate)}.`,
      `Its status is ${input.task.status}.`,
    ],
    action: { label: 'Open the task', url: input.url },
    footer: 'You receive this because an overdue task is assigned to you in Orgdesk.',
  });
}

/** The daily digest of someone's tasks that became overdue (beyond the spec). */
export function overdueDigestMail(input: {
  to: string;
  firstName: string;
  tasks: Array<{ number: string; name: string; projectName: string; dueDate: string }>;
  /** How many more became overdue than the mail lists. */
  more: number;
  url: string;
}): OutgoingMail {
  const count = input.tasks.length + input.more;
  const lines = input.tasks.map(
    (task) => `${taskLabel(task)}, ${task.projectName}: due on ${formatDay(task.dueDate)}`,
  );
  if (input.more > 0) lines.push(`… and ${input.more} more.`);
  return renderMail(
    'task_overdue_digest',
    input.to,
    count === 1 ? 'A task of yours is overdue' : `${count} tasks of yours are overdue`,
    {
      greeting: `Hello ${input.firstName},`,
      lines: [
        count === 1
          ? 'This task assigned to you has passed its due date:'
          : `These ${count} tasks assigned to you have passed their due dates:`,
        ...lines,
      ],
      action: { label: 'See your overdue tasks', url: input.url },
      footer: 'Each task is in this daily mail once, on the day after it falls due.',
    },
  );
}

/** A leave as the mails describe it: its type, its days and its length. */
interface LeaveSummary {
  typeName: string;
  fromDate: string;
  toDate: string;
  duration: number;
}

const leaveDays = (leave: LeaveSummary) =>
  `${leave.typeName}, ${
    leave.fromDate === leave.toDate
      ? formatDay(leave.fromDate)
      : `${formatDay(leave.fromDate)} to ${formatDay(leave.toDate)}`
  } (${leave.duration} ${leave.duration <= 1 ? 'day' : 'days'})`;

/** To the applicant's manager when a leave is applied for or changed while pending. */
export function leaveRequestedMail(input: {
  to: string;
  firstName: string;
  applicant: string;
  edited: boolean;
  leave: LeaveSummary & { reason: string };
  url: string;
}): OutgoingMail {
  const verb = input.edited ? 'changed a leave request' : 'applied for leave';
  return renderMail('leave_requested', input.to, `${input.applicant} ${verb}`, {
    greeting: `Hello ${input.firstName},`,
    lines: [`${input.applicant} ${verb}: ${leaveDays(input.leave)}.`, `Reason: ${input.leave.reason}`],
    action: { label: 'Approve or reject', url: input.url },
    footer: 'You receive this because this person reports to you in Orgdesk.',
  });
}

/** To the applicant when their leave is approved, rejected, or cancelled after approval. */
export function leaveDecidedMail(input: {
  to: string;
  firstName: string;
  decidedBy: string;
  decision: 'approved' | 'rejected' | 'cancelled';
  leave: LeaveSummary;
  note: string | null;
  url: string;
}): OutgoingMail {
  const lines = [`${input.decidedBy} ${input.decision} your leave: ${leaveDays(input.leave)}.`];
  if (input.note) lines.push(`Note: ${input.note}`);
  if (input.decision === 'cancelled') lines.push('Its days are back in your balance.');
  return renderMail('leave_decided', input.to, `Your leave was ${input.decision}`, {
    greeting: `Hello ${input.firstName},`,
    lines,
    action: { label: 'See your leave', url: input.url },
    footer: 'You receive this because you applied for leave in Orgdesk.',
  });
}
