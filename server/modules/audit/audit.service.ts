import type { Readable } from 'node:stream';
import { canViewAuditLog } from '../../../shared/rules/audit.ts';
import { formatDay } from '../../../shared/rules/dates.ts';
import {
  AUDIT_COUNT_CAP,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
} from '../../../shared/schemas/audit.schema.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { authorize, type Gates } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { tableFile, type TableDocument } from '../../lib/table-files.ts';
import { presentEvents } from '../events/event-history.service.ts';
import { organisationTimeZone } from '../org/org.service.ts';
import { findPeopleNames } from '../users/users.queries.ts';
import { countEvents, eachEvent, findEventPage, type EventFilter } from '../events/events.queries.ts';

const ONLY_ADMINS = 'Only Admins can see the audit log.';

/** Those who read the audit log also choose how long it keeps events. */
export const AUDIT_GATES: Gates<Pick<SessionUser, 'role'>, 'view' | 'configure'> = {
  gates: {
    view: { allow: canViewAuditLog, refuse: ONLY_ADMINS },
    configure: { allow: canViewAuditLog, refuse: ONLY_ADMINS },
  },
};

/** The most events one export writes (the newest that match). */
export const AUDIT_EXPORT_MAX = 50_000;

async function filterOf(ctx: AppContext, query: Omit<AuditQuery, 'page' | 'pageSize'>): Promise<EventFilter> {
  // Days given the wrong way round are read as the range they name.
  const [fromDay, toDay] =
    query.from && query.to && query.from > query.to ? [query.to, query.from] : [query.from, query.to];
  return {
    personId: query.person,
    area: query.area,
    type: query.type,
    subjectKind: query.kind,
    subjectId: query.kind ? query.object : undefined,
    fromDay,
    toDay,
    timeZone: await organisationTimeZone(ctx),
  };
}

/**
 * The audit log (issue 29): every event kept, newest first, filtered by person (who acted or whom
 * it concerns), area, type, object and days; for Admins. A page past the end is answered with
 * the last page.
 */
export async function listAuditEvents(
  ctx: AppContext,
  actor: SessionUser,
  query: AuditQuery,
): Promise<AuditPage> {
  authorize(AUDIT_GATES, actor, 'view');
  const filter = await filterOf(ctx, query);
  const counted = await countEvents(ctx.db, filter, AUDIT_COUNT_CAP);
  const total = Math.min(counted, AUDIT_COUNT_CAP);
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const page = Math.min(query.page, lastPage);
  const rows = await findEventPage(ctx.db, filter, {
    offset: (page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: await presentEvents(ctx.db, rows, findPeopleNames),
    total,
    totalCapped: counted > AUDIT_COUNT_CAP,
    page,
    pageSize: query.pageSize,
  };
}

/** A value of a change as a cell: days as the app shows them, lists joined, objects as JSON. */
function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The matching events as CSV or .xlsx through the one table writer (formula-safe cells). */
export async function exportAuditEvents(
  ctx: AppContext,
  actor: SessionUser,
  query: AuditExportQuery,
): Promise<{ fileName: string; mimeType: string; body: Buffer | Readable }> {
  authorize(AUDIT_GATES, actor, 'view');
  const filter = await filterOf(ctx, query);
  const rows: string[][] = [];
  for await (const batch of eachEvent(ctx.db, filter)) {
    for (const event of await presentEvents(ctx.db, batch, findPeopleNames)) {
      const changes = Object.entries(event.changes ?? {})
        .map(([field, c]) =>
          'from' in c || 'to' in c ? `${field}: ${cellOf(c.from)} → ${cellOf(c.to)}` : `${field} changed`,
        )
        .join('; ');
      rows.push([
        event.occurredAt,
        event.type,
        event.actor?.fullName ?? 'System',
        event.subject.kind,
        event.subject.id,
        event.concerns.map((p) => p.fullName).join(', '),
        changes,
      ]);
    }
    if (rows.length >= AUDIT_EXPORT_MAX) break;
  }
  const document: TableDocument = {
    title: 'Audit log',
    subtitle: rows.length >= AUDIT_EXPORT_MAX ? [`The newest ${AUDIT_EXPORT_MAX} events that match`] : [],
    columns: [
      { label: 'Time (UTC)', align: 'left' },
      { label: 'Event', align: 'left' },
      { label: 'By', align: 'left' },
      { label: 'Object', align: 'left' },
      { label: 'Object id', align: 'left' },
      { label: 'Concerns', align: 'left' },
      { label: 'Changes', align: 'left', weight: 3 },
    ],
    rows: rows.slice(0, AUDIT_EXPORT_MAX),
  };
  const file = await tableFile(document, query.format);
  return { fileName: `audit-log.${query.format}`, ...file };
}
