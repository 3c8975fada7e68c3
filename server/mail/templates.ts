import { escapeHtml } from '../lib/html.ts';
import type { OutgoingMail } from '../modules/mail/mail.repository.ts';

interface Paragraphs {
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}

function render(kind: string, to: string, subject: string, p: Paragraphs): OutgoingMail {
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
  return render('reset_password', input.to, 'Reset your Orgdesk password', {
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
  return render('verify_email', input.to, 'Confirm your Orgdesk e-mail address', {
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
  return render('invitation', input.to, 'You have been invited to Orgdesk', {
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
  return render('task_mentioned', input.to, `${input.author} mentioned you on ${label}`, {
    greeting: `Hello ${input.firstName},`,
    lines: [
      `${input.author} mentioned you in a comment on the task ${label} of the project ${input.task.projectName}.`,
    ],
    action: { label: 'Open the task', url: input.url },
    footer: 'You receive this because someone mentioned you in Orgdesk.',
  });
}
