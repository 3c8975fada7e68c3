import type { LanguageCode } from '../../shared/constants.ts';
import { formatDay } from '../../shared/rules/dates.ts';
import { durationLabel } from '../../shared/rules/leave.ts';
import { escapeHtml } from '../lib/html.ts';
import { textDirection, translatorFor, type Translate } from '../lib/translate.ts';
import type { OutgoingMail } from '../modules/mail/mail.service.ts';

/** Whom a mail goes to, and the language it is written in (null: English, not chosen yet). */
export interface Recipient {
  to: string;
  firstName: string;
  language: LanguageCode | null;
}

/** What a mail says, in the recipient's language: the subject, lines, one action and the footer. */
export interface MailContent {
  subject: string;
  lines: string[];
  /** Lists of links after the lines (a digest's notifications), each under its heading if any. */
  sections?: Array<{ heading?: string; links: Array<{ label: string; url: string }> }>;
  action: { label: string; url: string };
  footer: string;
}

function htmlSection(section: NonNullable<MailContent['sections']>[number]): string {
  const heading = section.heading ? `<h3 style="font-size:15px">${escapeHtml(section.heading)}</h3>` : '';
  const links = section.links
    .map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`)
    .join('');
  return `${heading}<ul>${links}</ul>\n`;
}

/**
 * One mail in the house style: a greeting, the lines, one action button, the footer; text and HTML
 * (escaped). `write` says it with t() in the recipient's language (the `mail` area's keys,
 * web/src/i18n/locales/<lang>/mail.json).
 */
export function renderMail(
  kind: string,
  recipient: Recipient,
  write: (t: Translate) => MailContent,
): OutgoingMail {
  const t = translatorFor(recipient.language);
  const p = write(t);
  const greeting = t('Hello {{name}},', { name: recipient.firstName });
  const text = [
    greeting,
    '',
    ...p.lines,
    ...(p.sections ?? []).flatMap((section) => [
      ...(section.heading ? ['', section.heading] : []),
      ...section.links.map((link) => `- ${t('{{label}}: {{url}}', link)}`),
    ]),
    '',
    t('{{label}}: {{url}}', { label: p.action.label, url: p.action.url }),
    '',
    p.footer,
    '',
    '— Orgdesk',
  ].join('\n');
  const language = recipient.language ?? 'en';
  const html = `<!doctype html><html lang="${language}" dir="${textDirection(language)}"><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p>
${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${(p.sections ?? []).map(htmlSection).join('')}<p><a href="${escapeHtml(p.action.url)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(p.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(p.action.url)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(p.footer)}</p>
<p>— Orgdesk</p>
</body></html>`;
  return { kind, to: recipient.to, subject: p.subject, text, html };
}

export function resetPasswordMail(input: Recipient & { url: string; minutes: number }): OutgoingMail {
  return renderMail('reset_password', input, (t) => ({
    subject: t('Reset your Orgdesk password'),
    lines: [
      t('We received a request to reset the password of your Orgdesk account.'),
      t(
        'The link below works once and expires in {{count}} minutes. Any earlier reset link no longer works.',
        { count: input.minutes },
      ),
    ],
    action: { label: t('Reset password'), url: input.url },
    footer: t('If you did not ask for this, you can ignore this e-mail: your password stays as it is.'),
  }));
}

export function verifyEmailMail(input: Recipient & { url: string; hours: number }): OutgoingMail {
  return renderMail('verify_email', input, (t) => ({
    subject: t('Confirm your Orgdesk e-mail address'),
    lines: [
      t('Please confirm that this is your e-mail address so that you can sign in to Orgdesk.'),
      t('The link below expires in {{count}} hours.', { count: input.hours }),
    ],
    action: { label: t('Confirm e-mail address'), url: input.url },
    footer: t('If you did not expect this e-mail, you can ignore it.'),
  }));
}

export function invitationMail(
  input: Recipient & {
    /** Who created the account; null: an administrator, unnamed. */
    invitedBy: string | null;
    url: string;
    days: number;
  },
): OutgoingMail {
  return renderMail('invitation', input, (t) => ({
    subject: t('You have been invited to Orgdesk'),
    lines: [
      input.invitedBy === null
        ? t('An administrator has created an Orgdesk account for you.')
        : t('{{name}} has created an Orgdesk account for you.', { name: input.invitedBy }),
      t(
        'Choose your password with the link below. It works once and expires in {{count}} days; after that, use "Forgot password" on the sign-in page.',
        { count: input.days },
      ),
    ],
    action: { label: t('Set your password'), url: input.url },
    footer: t('If you did not expect this e-mail, you can ignore it.'),
  }));
}

/** A task as the spec's mails name it: its id with its name in brackets. */
const taskLabel = (task: { number: string; name: string }) => `${task.number} (${task.name})`;

export function mentionedMail(
  input: Recipient & {
    author: string;
    task: { number: string; name: string; projectName: string };
    url: string;
  },
): OutgoingMail {
  const task = taskLabel(input.task);
  return renderMail('task_mentioned', input, (t) => ({
    subject: t('{{author}} mentioned you on {{task}}', { author: input.author, task }),
    lines: [
      t('{{author}} mentioned you in a comment on the task {{task}} of the project {{project}}.', {
        author: input.author,
        task,
        project: input.task.projectName,
      }),
    ],
    action: { label: t('Open the task'), url: input.url },
    footer: t('You receive this because someone mentioned you in Orgdesk.'),
  }));
}

/** TaskCreated (spec 000 §7): someone else gave the person a task, new or reassigned. */
export function taskAssignedMail(
  input: Recipient & {
    assignedBy: string;
    task: { number: string; name: string; projectName: string; dueDate: string };
    url: string;
  },
): OutgoingMail {
  const task = taskLabel(input.task);
  return renderMail('task_assigned', input, (t) => ({
    subject: t('{{name}} assigned you {{task}}', { name: input.assignedBy, task }),
    lines: [
      t('{{name}} assigned you the task {{task}} of the project {{project}}.', {
        name: input.assignedBy,
        task,
        project: input.task.projectName,
      }),
      t('It is due on {{date}}.', { date: formatDay(input.task.dueDate) }),
    ],
    action: { label: t('Open the task'), url: input.url },
    footer: t('You receive this because a task was assigned to you in Orgdesk.'),
  }));
}

/** Overdue (spec 000 §7): the reminder someone sends from the task list. */
export function overdueReminderMail(
  input: Recipient & {
    sentBy: string;
    task: { number: string; name: string; projectName: string; dueDate: string; status: string };
    url: string;
  },
): OutgoingMail {
  const task = taskLabel(input.task);
  return renderMail('task_overdue', input, (t) => ({
    subject: t('Reminder: {{task}} is overdue', { task }),
    lines: [
      t('{{name}} reminds you that the task {{task}} of the project {{project}} was due on {{date}}.', {
        name: input.sentBy,
        task,
        project: input.task.projectName,
        date: formatDay(input.task.dueDate),
      }),
      // The status under the web's key for it ('In-progress').
      t('Its status is {{status}}.', { status: t(input.task.status) }),
    ],
    action: { label: t('Open the task'), url: input.url },
    footer: t('You receive this because an overdue task is assigned to you in Orgdesk.'),
  }));
}

/** The daily digest of someone's tasks that became overdue (beyond the spec). */
export function overdueDigestMail(
  input: Recipient & {
    tasks: Array<{ number: string; name: string; projectName: string; dueDate: string }>;
    /** How many more became overdue than the mail lists. */
    more: number;
    url: string;
  },
): OutgoingMail {
  const count = input.tasks.length + input.more;
  return renderMail('task_overdue_digest', input, (t) => {
    const lines = input.tasks.map((task) =>
      t('{{task}}, {{project}}: due on {{date}}', {
        task: taskLabel(task),
        project: task.projectName,
        date: formatDay(task.dueDate),
      }),
    );
    if (input.more > 0) lines.push(t('… and {{count}} more.', { count: input.more }));
    return {
      subject: t('{{count}} tasks of yours are overdue', { count }),
      lines: [t('These {{count}} tasks assigned to you have passed their due dates:', { count }), ...lines],
      action: { label: t('See your overdue tasks'), url: input.url },
      footer: t('Each task is in this daily mail once, on the day after it falls due.'),
    };
  });
}

/** A leave as the mails describe it: its type, its days and its length. */
interface LeaveSummary {
  typeName: string;
  fromDate: string;
  toDate: string;
  duration: number;
}

/** 'Sick leave, 02-03-2026 to 04-03-2026 (3 days)', its type and length under the web's keys. */
function leaveDays(t: Translate, leave: LeaveSummary): string {
  const days =
    leave.fromDate === leave.toDate
      ? formatDay(leave.fromDate)
      : t('{{from}} to {{to}}', { from: formatDay(leave.fromDate), to: formatDay(leave.toDate) });
  const duration = t(durationLabel(leave.duration)?.unit === 'day' ? '{{n}} day' : '{{n}} days', {
    n: leave.duration,
  });
  return t('{{type}}, {{days}} ({{duration}})', { type: t(leave.typeName), days, duration });
}

/** To the applicant's manager when a leave is applied for or changed while pending. */
export function leaveRequestedMail(
  input: Recipient & {
    applicant: string;
    edited: boolean;
    leave: LeaveSummary & { reason: string };
    url: string;
  },
): OutgoingMail {
  const name = input.applicant;
  return renderMail('leave_requested', input, (t) => {
    const leave = leaveDays(t, input.leave);
    return {
      subject: input.edited
        ? t('{{name}} changed a leave request', { name })
        : t('{{name}} applied for leave', { name }),
      lines: [
        input.edited
          ? t('{{name}} changed a leave request: {{leave}}.', { name, leave })
          : t('{{name}} applied for leave: {{leave}}.', { name, leave }),
        t('Reason: {{reason}}', { reason: input.leave.reason }),
      ],
      action: { label: t('Approve or reject'), url: input.url },
      footer: t('You receive this because this person reports to you in Orgdesk.'),
    };
  });
}

const LEAVE_DECIDED = {
  approved: {
    subject: 'Your leave was approved',
    line: '{{name}} approved your leave: {{leave}}.',
  },
  rejected: {
    subject: 'Your leave was rejected',
    line: '{{name}} rejected your leave: {{leave}}.',
  },
  cancelled: {
    subject: 'Your leave was cancelled',
    line: '{{name}} cancelled your leave: {{leave}}.',
  },
} as const;

/** To the applicant when their leave is approved, rejected, or cancelled after approval. */
export function leaveDecidedMail(
  input: Recipient & {
    decidedBy: string;
    decision: 'approved' | 'rejected' | 'cancelled';
    leave: LeaveSummary;
    note: string | null;
    url: string;
  },
): OutgoingMail {
  const words = LEAVE_DECIDED[input.decision];
  return renderMail('leave_decided', input, (t) => {
    const lines = [t(words.line, { name: input.decidedBy, leave: leaveDays(t, input.leave) })];
    if (input.note) lines.push(t('Note: {{note}}', { note: input.note }));
    if (input.decision === 'cancelled') lines.push(t('Its days are back in your balance.'));
    return {
      subject: t(words.subject),
      lines,
      action: { label: t('See your leave'), url: input.url },
      footer: t('You receive this because you applied for leave in Orgdesk.'),
    };
  });
}
