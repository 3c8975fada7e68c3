import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../../shared/rules/events.ts';
import type { AuditEvent } from '../../../../shared/schemas/audit.schema.ts';
import { loadAreas, setLanguage } from '../../i18n/i18n.ts';
import { actorText, changeLineText, changeLines, eventSentence } from './event-format.ts';
import { EVENT_SENTENCES } from './event-labels.ts';

const PRIYA = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Priya Sharma' };
const NEHA = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Neha Rao' };

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  occurredAt: '2026-11-28T08:00:00.000Z',
  type: 'task.updated',
  area: 'task',
  actor: PRIYA,
  subject: { kind: 'task', id: '7' },
  concerns: [],
  changes: null,
  data: null,
  ...over,
});

const lines = (e: AuditEvent) => changeLines(e, i18next.t).map((line) => changeLineText(line, i18next.t));

beforeAll(async () => {
  await loadAreas(['audit']);
});
afterAll(async () => {
  await setLanguage('en');
});

describe('what happened, as a sentence', () => {
  it('has a sentence for every event type the server records', () => {
    expect(Object.keys(EVENT_SENTENCES).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it.each<[string, Partial<AuditEvent>, string]>([
    [
      'a task by its name then and its number',
      { data: { name: 'Write notes' } },
      'Edited task “Write notes” (#7)',
    ],
    ['a task without a name by its number', {}, 'Edited task #7'],
    [
      'a leave by its number',
      { type: 'leave.approved', subject: { kind: 'leave', id: '12' } },
      'Approved leave #12',
    ],
    [
      'a person by their name',
      { type: 'person.deactivated', subject: { kind: 'person', id: NEHA.id }, concerns: [NEHA] },
      'Deactivated Neha Rao',
    ],
    [
      'a project by its name',
      { type: 'project.created', subject: { kind: 'project', id: '3' }, data: { name: 'Apollo' } },
      'Created project “Apollo” (#3)',
    ],
    [
      'a sign-in without a subject',
      { type: 'auth.signed_in', subject: { kind: 'person', id: PRIYA.id } },
      'Signed in',
    ],
    ['an unknown type as it is', { type: 'robot.arrived' }, 'robot.arrived'],
  ])('names %s', (_what, over, expected) => {
    expect(eventSentence(event(over), i18next.t)).toBe(expected);
  });

  it('says "System" for a scheduled job, and the actor’s name otherwise', () => {
    expect(actorText(event({ actor: null }), i18next.t)).toBe('System');
    expect(actorText(event({}), i18next.t)).toBe('Priya Sharma');
  });

  it('is in the reader’s language', async () => {
    await setLanguage('fr');
    expect(
      eventSentence(event({ type: 'leave.approved', subject: { kind: 'leave', id: '12' } }), i18next.t),
    ).toBe('A approuvé le congé #12');
    expect(lines(event({ changes: { dueDate: { from: '2026-11-30', to: '2026-12-05' } } }))).toEqual([
      "Date d'échéance : 30-11-2026 → 05-12-2026",
    ]);
    await setLanguage('en');
  });
});

describe('what changed, field by field', () => {
  it.each<[string, AuditEvent['changes'], AuditEvent['concerns'], string[]]>([
    [
      'days as DD-MM-YYYY',
      { dueDate: { from: '2026-11-30', to: '2026-12-05' } },
      [],
      ['Due date: 30-11-2026 → 05-12-2026'],
    ],
    ['yes and no', { isActive: { from: true, to: false } }, [], ['Active: Yes → No']],
    [
      'people by name',
      { assignedToId: { from: PRIYA.id, to: NEHA.id } },
      [PRIYA, NEHA],
      ['Assignee: Priya Sharma → Neha Rao'],
    ],
    [
      'a person the event does not name by their id',
      { reportingManagerId: { from: null, to: NEHA.id } },
      [],
      [`Reporting manager: (none) → ${NEHA.id}`],
    ],
    ['a field recorded without values as changed', { description: {} }, [], ['Description changed']],
    [
      'lists joined',
      { permissions: { from: ['AddUser'], to: ['AddUser', 'EditUser'] } },
      [],
      ['Permissions: AddUser → AddUser, EditUser'],
    ],
    [
      'minutes after midnight as a clock',
      { workDayStartMinutes: { from: 540, to: 570 } },
      [],
      ['Work day start: 09:00 → 09:30'],
    ],
    [
      'a leave type by its name',
      { typeId: { from: 1, to: 2 } },
      [],
      ['Leave type: Sick leave → Personal leave'],
    ],
    ['a status as the app names it', { status: { from: 'New', to: 'Closed' } }, [], ['Status: New → Closed']],
    [
      'an unknown field by its own name, its value as text',
      { 'income.basicSalary': { from: '<b>1</b>', to: { a: 1 } } },
      [],
      ['income.basicSalary: <b>1</b> → {"a":1}'],
    ],
  ])('shows %s', (_what, changes, concerns, expected) => {
    expect(lines(event({ changes, concerns }))).toEqual(expected);
  });

  it('names a department, designation or role by the name the event recorded, its id otherwise', () => {
    const changes = {
      departmentId: { from: 'd-1', to: 'd-2' },
      roleId: { from: 'r-1', to: 'r-2' },
      designationId: { from: null, to: 'g-1' },
    };
    const data = {
      valueNames: { departmentId: { 'd-1': 'Sales', 'd-2': 'Engineering' }, roleId: { 'r-2': 'Manager' } },
    };
    expect(lines(event({ changes, data }))).toEqual([
      'Department: Sales → Engineering',
      'Role: r-1 → Manager',
      'Designation: (none) → g-1',
    ]);
  });
});
