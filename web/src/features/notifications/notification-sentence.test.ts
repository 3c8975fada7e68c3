import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/schemas/notifications.schema.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { notificationPath } from '../../../../shared/rules/notifications.ts';
import { notificationSentence } from './notification-sentence.ts';

afterAll(async () => {
  await setLanguage('en');
});

const PRIYA = { id: 'p-1', fullName: 'Priya Sharma' };

function notification(
  type: string,
  kind: string,
  data: Record<string, unknown>,
  subject = { kind: 'task', id: '42' },
  actor: Notification['actor'] = PRIYA,
): Notification {
  return { id: 1, kind, type, actor, subject, data, createdAt: '2026-11-28T10:00:00Z', read: false };
}

const leave = { typeId: 1, fromDate: '2026-12-01', toDate: '2026-12-03' };
const LEAVE = { kind: 'leave', id: 'l-9' };
const PERSON = { kind: 'person', id: 'u-7' };
const TASK = { kind: 'task', id: '42' };

describe('a sentence and a link per kind of notification', () => {
  it.each<[string, Notification, string, string | null]>([
    [
      'a task assigned',
      notification('task.created', 'task_assigned', { name: 'Fix login' }),
      'Priya Sharma assigned you the task “Fix login”',
      '/view-task/42',
    ],
    [
      'a task reassigned',
      notification('task.updated', 'task_assigned', { name: 'Fix login' }),
      'Priya Sharma assigned you the task “Fix login”',
      '/view-task/42',
    ],
    [
      'a mention',
      notification('task.commented', 'mention', { name: 'Fix login' }),
      'Priya Sharma mentioned you in a comment on “Fix login”',
      '/view-task/42',
    ],
    [
      'a comment on my task',
      notification('task.commented', 'task_comment', { name: 'Fix login' }),
      'Priya Sharma commented on your task “Fix login”',
      '/view-task/42',
    ],
    [
      'an overdue reminder',
      notification('task.reminder_sent', 'task_overdue', { name: 'Fix login' }),
      'Priya Sharma reminded you that the task “Fix login” is overdue',
      '/view-task/42',
    ],
    [
      'leave asked of me',
      notification('leave.applied', 'leave_requested', leave, LEAVE),
      'Priya Sharma asked you for Sick leave from 01-12-2026 to 03-12-2026',
      '/leave-approval',
    ],
    [
      'leave asked again, changed',
      notification('leave.updated', 'leave_requested', { ...leave, toDate: '2026-12-01' }, LEAVE),
      'Priya Sharma changed their request for Sick leave on 01-12-2026',
      '/leave-approval',
    ],
    [
      'my leave approved',
      notification('leave.approved', 'leave_decided', leave, LEAVE),
      'Priya Sharma approved your leave from 01-12-2026 to 03-12-2026',
      '/leave-approval',
    ],
    [
      'my leave rejected',
      notification('leave.rejected', 'leave_decided', leave, LEAVE),
      'Priya Sharma rejected your leave from 01-12-2026 to 03-12-2026',
      '/leave-approval',
    ],
    [
      'my leave cancelled',
      notification('leave.cancelled', 'leave_decided', leave, LEAVE),
      'Priya Sharma cancelled your leave from 01-12-2026 to 03-12-2026',
      '/leave-approval',
    ],
    [
      'a compensatory day earned (by a job)',
      notification(
        'leave.compensatory_earned',
        'compensatory',
        { day: '2026-11-22', expiresOn: '2027-02-20' },
        PERSON,
        null,
      ),
      'You earned a compensatory day for working on 22-11-2026; take it by 20-02-2027',
      '/user/u-7?tab=leave',
    ],
    [
      'a compensatory day lapsed',
      notification('leave.compensatory_lapsed', 'compensatory', { day: '2026-08-02', days: 1 }, PERSON, null),
      'The compensatory day you earned on 02-08-2026 lapsed unused',
      '/user/u-7?tab=leave',
    ],
    [
      'a letter issued',
      notification('letter.issued', 'letter', { type: 'experience' }, { kind: 'letter_request', id: '3' }),
      'Priya Sharma issued your Experience letter',
      '/letter-requests',
    ],
    [
      'a letter refused',
      notification(
        'letter.rejected',
        'letter',
        { type: 'salaryCertificate' },
        { kind: 'letter_request', id: '3' },
      ),
      'Priya Sharma rejected your Salary certificate request',
      '/letter-requests',
    ],
    [
      'an IT proof verified',
      notification(
        'tax_proof.verified',
        'tax_proof',
        { documentName: 'Rent receipts' },
        { kind: 'tax_proof', id: '5' },
      ),
      'Priya Sharma verified your IT proof “Rent receipts”',
      '/it-proof',
    ],
    [
      'an IT proof rejected',
      notification(
        'tax_proof.rejected',
        'tax_proof',
        { documentName: 'Rent receipts' },
        { kind: 'tax_proof', id: '5' },
      ),
      'Priya Sharma rejected your IT proof “Rent receipts”',
      '/it-proof',
    ],
    [
      'a declaration reopened',
      notification(
        'tax_declaration.reopened',
        'tax_proof',
        { financialYear: 2026 },
        { kind: 'tax_declaration', id: '8' },
      ),
      'Priya Sharma reopened your investment declaration for 2026-27',
      '/investment-declaration',
    ],
    [
      'an appraisal for my review',
      notification(
        'appraisal.self_submitted',
        'appraisal',
        { cycleName: 'FY 2026' },
        { kind: 'appraisal', id: '11' },
      ),
      'Priya Sharma submitted their self-appraisal of FY 2026 for your review',
      '/manager-appraisal?id=11',
    ],
    [
      'my appraisal released',
      notification(
        'appraisal.released',
        'appraisal',
        { cycleName: 'FY 2026' },
        { kind: 'appraisal', id: '11' },
      ),
      'Priya Sharma released your appraisal of FY 2026',
      '/self-appraisal?id=11',
    ],
    [
      'my manager, role or permissions changed',
      notification('person.updated', 'access_changed', { name: 'Neha Gupta' }, PERSON),
      'Priya Sharma updated your manager, role or permissions',
      '/user/u-7',
    ],
    [
      'my reporting manager changed',
      notification('person.updated', 'access_changed', { accessChanged: ['reportingManagerId'] }, PERSON),
      'Priya Sharma changed your reporting manager',
      '/user/u-7',
    ],
    [
      'my role changed',
      notification('person.updated', 'access_changed', { accessChanged: ['roleId'] }, PERSON),
      'Priya Sharma changed your role',
      '/user/u-7',
    ],
    [
      'my permissions changed',
      notification('person.updated', 'access_changed', { accessChanged: ['permissions'] }, PERSON),
      'Priya Sharma changed your permissions',
      '/user/u-7',
    ],
    [
      'my role and permissions changed together',
      notification('person.updated', 'access_changed', { accessChanged: ['roleId', 'permissions'] }, PERSON),
      'Priya Sharma updated your manager, role or permissions',
      '/user/u-7',
    ],
    [
      'a new manager as mine left',
      notification('person.updated', 'access_changed', { reason: 'manager_deactivated' }, PERSON),
      'Priya Sharma gave you a new manager, as yours left',
      '/user/u-7',
    ],
    [
      'my task due tomorrow (by the daily reminders)',
      notification('task.due_tomorrow', 'task_due', { name: 'Fix login', dueDate: '2026-11-29' }, TASK, null),
      'Your task “Fix login” is due tomorrow, 29-11-2026',
      '/view-task/42',
    ],
    [
      'my task became overdue',
      notification(
        'task.became_overdue',
        'task_overdue',
        { name: 'Fix login', dueDate: '2026-11-27' },
        TASK,
        null,
      ),
      'Your task “Fix login” is overdue: it was due on 27-11-2026',
      '/view-task/42',
    ],
    [
      "a report's leave starting tomorrow",
      notification(
        'leave.starting_tomorrow',
        'team_leave',
        { ...leave, applicantName: 'Neha Gupta' },
        LEAVE,
        null,
      ),
      'Neha Gupta is on Sick leave from 01-12-2026 to 03-12-2026, starting tomorrow',
      '/leave-approval',
    ],
    [
      'a compensatory day about to lapse',
      notification(
        'leave.compensatory_expiring',
        'compensatory',
        { day: '2026-09-01', expiresOn: '2026-11-30', days: 1 },
        PERSON,
        null,
      ),
      'The compensatory day you earned on 01-09-2026 lapses on 30-11-2026 unless you take it',
      '/user/u-7?tab=leave',
    ],
    [
      'a holiday added to my calendar',
      notification(
        'holiday.added',
        'holiday',
        { name: 'Founders day', date: '2026-12-21', location: 1 },
        { kind: 'holiday', id: '1' },
      ),
      'Priya Sharma added the holiday “Founders day” on 21-12-2026 to your calendar',
      '/calendar',
    ],
    [
      'an appraisal cycle opened',
      notification(
        'appraisal.cycle_opened',
        'appraisal',
        { name: 'FY 2026', dueDate: '2026-12-15' },
        { kind: 'appraisal_cycle', id: '4' },
      ),
      'Priya Sharma opened the appraisal cycle FY 2026; your self-appraisal is due by 15-12-2026',
      '/self-appraisal',
    ],
    [
      'my appraisal reviewed',
      notification(
        'appraisal.review_submitted',
        'appraisal',
        { cycleName: 'FY 2026' },
        { kind: 'appraisal', id: '11' },
      ),
      'Priya Sharma reviewed your appraisal of FY 2026',
      '/self-appraisal?id=11',
    ],
    [
      'a type this list does not know',
      notification('work_site.created', 'other', {}, { kind: 'work_site', id: '1' }),
      'Priya Sharma made a change that concerns you',
      null,
    ],
    [
      'an unknown type by the system',
      notification('report.ready', 'other', {}, { kind: 'report', id: '1' }, null),
      'The system made a change that concerns you',
      null,
    ],
  ])('%s', (_, item, sentence, link) => {
    expect(notificationSentence(item, i18next.t)).toBe(sentence);
    expect(notificationPath(item)).toBe(link);
  });

  it.each<['fr' | 'es' | 'zh' | 'ar', string]>([
    ['fr', 'Priya Sharma a approuvé votre congé du 01-12-2026 au 03-12-2026'],
    ['es', 'Priya Sharma aprobó su permiso del 01-12-2026 al 03-12-2026'],
    ['zh', 'Priya Sharma 批准了您的请假（01-12-2026 至 03-12-2026）'],
    ['ar', 'وافق Priya Sharma على إجازتك من 01-12-2026 إلى 03-12-2026'],
  ])('reads in %s', async (language, sentence) => {
    await setLanguage(language);
    expect(
      notificationSentence(notification('leave.approved', 'leave_decided', leave, LEAVE), i18next.t),
    ).toBe(sentence);
  });

  it('reads a reminder of the system in French', async () => {
    await setLanguage('fr');
    const due = notification('task.due_tomorrow', 'task_due', { name: 'Fix login', dueDate: '2026-11-29' });
    expect(notificationSentence({ ...due, actor: null }, i18next.t)).toBe(
      'Votre tâche « Fix login » est à rendre demain, le 29-11-2026',
    );
  });
});
