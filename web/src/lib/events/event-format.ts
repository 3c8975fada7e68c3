import type { TFunction } from 'i18next';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { EVENT_TYPES, type EventType } from '../../../../shared/rules/events.ts';
import { leavePath, leaveTypeOf } from '../../../../shared/rules/leave.ts';
import type { AuditEvent } from '../../../../shared/schemas/audit.schema.ts';
import { CLOCK_FIELDS, EVENT_SENTENCES, FIELD_LABELS, PERSON_FIELDS } from './event-labels.ts';
import { clockOfMinutes } from '../../../../shared/rules/team-reports.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEventType = (type: string): type is EventType => (EVENT_TYPES as readonly string[]).includes(type);

/** The people an event names (who acted, whom it concerns), by id. */
function namesOf(event: AuditEvent): Map<string, string> {
  const names = new Map<string, string>();
  for (const person of [...event.concerns, ...(event.actor ? [event.actor] : [])])
    if (person.fullName) names.set(person.id, person.fullName);
  return names;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The object an event is about, as its sentence names it: a person by name, a task or project by
 * its name as it was then with its number, anything else by its number.
 */
export function subjectText(event: AuditEvent): string {
  const { kind, id } = event.subject;
  if (kind === 'person') return namesOf(event).get(id) ?? text(event.data?.name) ?? `#${id.slice(0, 8)}`;
  const name = text(event.data?.name);
  if (kind === 'leave' || kind === 'letter_request' || !name) return `#${id}`;
  return `“${name}” (#${id})`;
}

/**
 * Where the reader opens the object an event is about: its page, or the list that holds it; null
 * for kinds without one.
 */
export function subjectPath(subject: AuditEvent['subject']): string | null {
  switch (subject.kind) {
    case 'task':
      return `/view-task/${subject.id}`;
    case 'person':
      return `/user/${subject.id}`;
    case 'project':
      return `/project-team/${subject.id}`;
    case 'leave':
      return leavePath(subject.id);
    case 'letter_request':
      return '/letter-requests';
    default:
      return null;
  }
}

/** What happened, as a sentence in the reader's language: "Approved leave #12". */
export function eventSentence(event: AuditEvent, t: TFunction): string {
  if (!isEventType(event.type)) return event.type;
  return t(EVENT_SENTENCES[event.type], { subject: subjectText(event) });
}

/** Who acted: their name, or "System" for a scheduled job. */
export function actorText(event: AuditEvent, t: TFunction): string {
  return event.actor ? event.actor.fullName || t('Someone removed') : t('System');
}

/** A changed field's name as the pages call it; an unknown field by its own name. */
export function fieldLabel(field: string, t: TFunction): string {
  const label = FIELD_LABELS[field];
  return label ? t(label) : field;
}

/**
 * The name the event gives a value of a field that holds the id of something named (a department,
 * a role), as it was called then: `data.valueNames[field][id]`.
 */
function valueNameOf(event: AuditEvent, field: string, value: unknown): string | undefined {
  const names: unknown = event.data?.valueNames;
  if (typeof names !== 'object' || names === null) return undefined;
  const ofField: unknown = (names as Record<string, unknown>)[field];
  if (typeof ofField !== 'object' || ofField === null) return undefined;
  const name: unknown = (ofField as Record<string, unknown>)[String(value)];
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * A value of a change as the app shows it: days DD-MM-YYYY, yes/no, people, departments,
 * designations and roles by name where the event names them, lists joined, anything else as its text (React escapes it; nothing is read as HTML).
 */
export function changeValue(field: string, value: unknown, event: AuditEvent, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('(none)');
  const named = valueNameOf(event, field, value);
  if (named) return named;
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (Array.isArray(value))
    return value.length === 0 ? t('(none)') : value.map((v) => changeValue(field, v, event, t)).join(', ');
  if (typeof value === 'string') {
    if (PERSON_FIELDS.has(field)) return namesOf(event).get(value) ?? value;
    if (DAY.test(value)) return formatDay(value);
    // A status is a word of the app ("In Progress"), translated as the pages show it.
    return field === 'status' ? t(value) : value;
  }
  if (typeof value === 'number') {
    if (CLOCK_FIELDS.has(field)) return clockOfMinutes(value);
    const leaveType = field === 'typeId' ? leaveTypeOf(value) : undefined;
    return leaveType ? t(leaveType.name) : String(value);
  }
  return JSON.stringify(value);
}

export interface ChangeLine {
  field: string;
  label: string;
  /** Null when the event says the field changed without its values (a description, a phone). */
  from: string | null;
  to: string | null;
}

/** The changes of an event, each field labelled and its values formatted. */
export function changeLines(event: AuditEvent, t: TFunction): ChangeLine[] {
  return Object.entries(event.changes ?? {}).map(([field, change]) => {
    const valued = 'from' in change || 'to' in change;
    return {
      field,
      label: fieldLabel(field, t),
      from: valued ? changeValue(field, change.from, event, t) : null,
      to: valued ? changeValue(field, change.to, event, t) : null,
    };
  });
}

/** One change as a line: "Due date: 30-11-2026 → 05-12-2026", or "Description changed". */
export function changeLineText(line: ChangeLine, t: TFunction): string {
  const values = { field: line.label, from: line.from, to: line.to };
  return line.from === null && line.to === null
    ? t('{{field}} changed', values)
    : t('{{field}}: {{from}} → {{to}}', values);
}
