import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRecent, readRecent, rememberRecent, RECENT_LIMIT } from '../../lib/search/recent-items.ts';
import { showHit } from './search-hits.ts';

const t = ((key: string, values?: Record<string, string>) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '')) as unknown as TFunction;

describe('showHit', () => {
  it('opens a task, a person and a project on their own pages', () => {
    const task = showHit(
      {
        kind: 'task',
        id: 7,
        name: 'Fix login',
        status: 'New',
        projectName: 'Mobile',
        assignedToName: null,
        dueDate: '2026-12-01',
      },
      t,
    );
    expect(task).toMatchObject({ key: 'task:7', path: '/view-task/7', title: 'Fix login' });
    expect(task.description).toBe('#7 · Mobile · Unassigned · Due 01-12-2026 · New');
    const person = showHit(
      {
        kind: 'person',
        id: 'a1',
        fullName: 'Arjun Nair',
        email: 'arjun@example.com',
        employeeCode: 'E1',
        designation: null,
        department: 'Engineering',
        isActive: false,
      },
      t,
    );
    expect(person).toMatchObject({
      path: '/user/a1',
      description: 'Engineering · arjun@example.com · Inactive',
    });
    expect(showHit({ kind: 'project', id: 3, guid: 'g3', name: 'Apollo' }, t).path).toBe(
      '/project-details/g3',
    );
  });

  it('opens leave, holidays, letters and documents on their lists, narrowed to them', () => {
    const leave = showHit(
      {
        kind: 'leave',
        id: 1,
        employeeName: 'Eve Test',
        typeId: 1,
        fromDate: '2026-12-01',
        toDate: '2026-12-02',
        reason: 'Fever',
        status: 'Pending',
      },
      t,
    );
    expect(leave).toMatchObject({
      title: 'Eve Test · Sick leave',
      description: '01-12-2026 – 02-12-2026 · Pending · Fever',
      path: '/leave-approval?search=Eve+Test',
    });
    expect(showHit({ kind: 'holiday', id: 2, name: 'Diwali', date: '2026-11-08', location: 1 }, t).path).toBe(
      '/calendar?location=1&year=2026&search=Diwali',
    );
    const letter = {
      kind: 'letter',
      id: 4,
      type: 'addressProof',
      status: 'issued',
      employeeName: 'Eve Test',
    } as const;
    expect(showHit({ ...letter, purpose: 'Visa', referenceNumber: 'L/1', own: true }, t).path).toBe(
      '/letter-requests?view=mine&status=issued',
    );
    expect(showHit({ ...letter, purpose: 'Visa', referenceNumber: null, own: false }, t).path).toBe(
      '/letter-requests?view=all&status=issued',
    );
    const document = {
      kind: 'document',
      id: 5,
      documentName: 'Rent',
      type: 'houseRent',
      status: 'submitted',
      employeeName: 'Eve Test',
      financialYear: 2026,
    } as const;
    expect(showHit({ ...document, own: true }, t).path).toBe('/it-proof?view=mine&financialYear=2026');
    expect(showHit({ ...document, own: false }, t).path).toBe(
      '/it-proof?view=all&financialYear=2026&search=Eve+Test',
    );
  });
});

describe('recent items', () => {
  afterEach(() => clearRecent());

  it('keeps the last opened first, once each, a few per person, and forgets them all at sign-out', () => {
    for (let i = 0; i < RECENT_LIMIT + 2; i++)
      rememberRecent('u1', { key: `task:${i}`, title: `T${i}`, description: '', path: `/view-task/${i}` });
    rememberRecent('u1', { key: 'task:3', title: 'T3', description: '', path: '/view-task/3' });
    expect(readRecent('u1').map((r) => r.key)).toEqual([
      'task:3',
      'task:7',
      'task:6',
      'task:5',
      'task:4',
      'task:2',
    ]);
    expect(readRecent('u2')).toEqual([]);
    clearRecent();
    expect(readRecent('u1')).toEqual([]);
  });

  it('ignores what was stored by hand and leads nowhere outside the app', () => {
    localStorage.setItem(
      'orgdesk_search_recent:u1',
      JSON.stringify([
        { key: 'x', title: 'Away', description: '', path: 'https://evil.example' },
        { key: 'y', title: 'Away', description: '', path: '//evil.example' },
        { key: 'task:1', title: 'Here', description: '', path: '/view-task/1' },
        'junk',
      ]),
    );
    expect(readRecent('u1').map((r) => r.title)).toEqual(['Here']);
    localStorage.setItem('orgdesk_search_recent:u1', '{not json');
    expect(readRecent('u1')).toEqual([]);
  });
});
