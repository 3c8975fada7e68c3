/** The daily digest's line for each kind the reminders and the holiday calendar add (issue 29). */
import { describe, expect, it } from 'vitest';
import { dailyDigestMail, type DigestItem } from './digest-mails.ts';

const item = (over: Partial<DigestItem> & Pick<DigestItem, 'kind'>): DigestItem => ({
  actorName: null,
  object: null,
  day: '2026-11-27',
  url: 'http://orgdesk.test/x',
  ...over,
});

const lineOf = (items: DigestItem[], language: 'fr' | null = null) =>
  dailyDigestMail({ to: 'ann@example.com', firstName: 'Ann', language, items, more: 0, settingsUrl: 'u' })
    .text;

describe('the digest lines of reminders and holidays', () => {
  it.each<[string, DigestItem, string]>([
    [
      'a task due tomorrow',
      item({ kind: 'task_due', object: '0007 (Write)' }),
      '0007 (Write) is due tomorrow',
    ],
    [
      'a task become overdue',
      item({ kind: 'task_overdue', object: '0007 (Write)' }),
      '0007 (Write) became overdue',
    ],
    [
      'an overdue reminder someone sent',
      item({ kind: 'task_overdue', object: '0007 (Write)', actorName: 'Priya Sharma' }),
      'Priya Sharma reminded you that 0007 (Write) is overdue',
    ],
    [
      'a report’s leave',
      item({ kind: 'team_leave', object: 'Neha Gupta' }),
      'Neha Gupta starts leave tomorrow',
    ],
    [
      'a holiday added',
      item({ kind: 'holiday', object: 'Founders day', actorName: 'Priya Sharma' }),
      'Priya Sharma added the holiday Founders day to your calendar',
    ],
  ])('%s', (_, given, line) => {
    expect(lineOf([given])).toContain(line);
  });

  it('reads in the person’s language', () => {
    expect(lineOf([item({ kind: 'task_due', object: '0007 (Write)' })], 'fr')).toContain(
      '0007 (Write) est à rendre demain',
    );
  });
});
