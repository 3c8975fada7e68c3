import type { SubjectKind } from '../../../shared/rules/events.ts';
import type { AuditEvent } from '../../../shared/schemas/audit.schema.ts';
import type { HistoryPage, HistoryQuery } from '../../../shared/schemas/history.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findActorEvents, findSubjectEvents, type EventRow, type SubjectSight } from './events.repository.ts';

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

/**
 * Events as the audit log and object histories show them, their people named (one query for all
 * the names of a page). What an event records is already only what the object's readers may read
 * (publish(): personal fields and long texts as changed, without values; no secrets).
 */
export async function presentEvents(
  db: DbOrTx,
  rows: EventRow[],
  namesOf: PeopleNames,
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
    changes: row.changes,
    data: row.data,
  }));
}

export interface HistoryVisibility {
  namesOf: PeopleNames;
  /** Areas of events the reader may not see on the object (a person's sign-ins). */
  hiddenAreas?: readonly string[];
}

/** A page of events read one longer than it shows, to know whether an older page follows. */
async function historyPage(
  db: DbOrTx,
  rows: EventRow[],
  limit: number,
  namesOf: PeopleNames,
): Promise<HistoryPage> {
  const page = rows.slice(0, limit);
  return {
    items: await presentEvents(db, page, namesOf),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
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
  const rows = await findSubjectEvents(
    db,
    { kind: subject.kind, id: String(subject.id), hiddenAreas: visibility.hiddenAreas ?? [] },
    { before: query.before, limit: query.limit + 1 },
  );
  return historyPage(db, rows, query.limit, visibility.namesOf);
}

/**
 * What a person did, newest first (their page's recent activity): only about objects the reader
 * may open, each kind as its own module decides (`sights`); the caller has checked that the reader
 * may see the person.
 */
export async function actorHistory(
  db: DbOrTx,
  actorId: string,
  query: HistoryQuery,
  visibility: HistoryVisibility & { sights: readonly SubjectSight[] },
): Promise<HistoryPage> {
  const rows = await findActorEvents(
    db,
    { actorId, sights: visibility.sights, hiddenAreas: visibility.hiddenAreas ?? [] },
    { before: query.before, limit: query.limit + 1 },
  );
  return historyPage(db, rows, query.limit, visibility.namesOf);
}
