import type { SubjectKind } from '../../../shared/rules/events.ts';
import type { AuditEvent } from '../../../shared/schemas/audit.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findSubjectEvents, type EventRow } from './events.repository.ts';

/** The names of people by id (users.queries.ts findPeopleNames): passed in, the events module reads no people. */
export type PeopleNames = (db: DbOrTx, ids: readonly string[]) => Promise<Map<string, string>>;

/** The people an event names: who acted and whom it concerns. */
function peopleOf(rows: readonly EventRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.actorId) ids.add(row.actorId);
    for (const id of row.concerns) ids.add(id);
  }
  return [...ids];
}

function visibleChanges(changes: EventRow['changes'], hidden: ReadonlySet<string>): EventRow['changes'] {
  if (!changes || hidden.size === 0) return changes;
  const kept = Object.entries(changes).filter(([field]) => !hidden.has(field));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/**
 * Events as the audit log and object histories show them, their people named (one query for all
 * the names of a page). `hiddenFields`: changed fields the reader may not read on the object,
 * dropped with their values.
 */
export async function presentEvents(
  db: DbOrTx,
  rows: EventRow[],
  namesOf: PeopleNames,
  hiddenFields: ReadonlySet<string> = new Set(),
): Promise<AuditEvent[]> {
  const names = await namesOf(db, peopleOf(rows));
  const person = (id: string) => ({ id, fullName: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    type: row.type,
    area: row.type.slice(0, row.type.indexOf('.')),
    actor: row.actorId ? person(row.actorId) : null,
    subject: { kind: row.subjectKind, id: row.subjectId },
    concerns: row.concerns.map(person),
    changes: visibleChanges(row.changes, hiddenFields),
    data: row.data,
  }));
}

export interface HistoryVisibility {
  namesOf: PeopleNames;
  /** Areas of events the reader may not see on the object (a person's sign-ins). */
  hiddenAreas?: readonly string[];
  /** Changed fields the reader may not read on the object. */
  hiddenFields?: readonly string[];
}

/**
 * An object's own changes, newest first (issue 29: every object page with a history). The owning
 * module has already checked that the caller may read the object (404 otherwise), and says what
 * of it they may not read.
 */
export async function objectHistory(
  db: DbOrTx,
  subject: { kind: SubjectKind; id: string | number },
  query: HistoryQuery,
  visibility: HistoryVisibility,
): Promise<HistoryPage> {
  // One more than the page shows, to know whether an older page follows.
  const rows = await findSubjectEvents(
    db,
    { kind: subject.kind, id: String(subject.id), hiddenAreas: visibility.hiddenAreas ?? [] },
    { before: query.before, limit: query.limit + 1 },
  );
  const page = rows.slice(0, query.limit);
  return {
    items: await presentEvents(db, page, visibility.namesOf, new Set(visibility.hiddenFields ?? [])),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
