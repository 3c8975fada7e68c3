import { sql } from 'drizzle-orm';
import type { TimelineCursor, TimelineEntryType } from '../../../shared/schemas/task-timeline.schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { type Scope, peopleAs, fullNameSql } from '../users/users.queries.ts';
import { taskInSightSql } from './tasks.repository.ts';

export interface TimelineRow {
  id: number;
  taskDeleted: boolean;
  type: TimelineEntryType;
  authorId: string;
  authorName: string;
  body: string;
  isEdited: boolean;
  previous: Record<string, unknown> | null;
  current: Record<string, unknown> | null;
  /** To the microsecond, as ISO 8601 in UTC: the page's cursor is made from it. */
  createdAt: string;
  /** The full names of the people in `previous.assignedToId` and `current.assignedToId`. */
  previousAssignee: string | null;
  currentAssignee: string | null;
  taskId: number;
  /** A comment's files, in order. */
  attachments: Array<{ id: number; fileName: string; kind: string; size: number; hasThumbnail: boolean }>;
}

type PageRow = { [K in keyof TimelineRow]: TimelineRow[K] | null };

/** An entry's columns, from `e` (the entry) and `task` (its task's id and is_deleted). */
const ENTRY_COLUMNS = sql`e.id, task.is_deleted as "taskDeleted", e.type, e.author_id as "authorId",
  ${fullNameSql('author')} as "authorName",
  e.body, e.is_edited as "isEdited", e.previous, e.current,
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt",
  ${fullNameSql('was')} as "previousAssignee",
  ${fullNameSql('now_')} as "currentAssignee",
  e.task_id as "taskId",
  case when e.type = 'Timeline' then (
    select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'kind', a.kind,
        'size', a.size, 'hasThumbnail', a.thumbnail_key is not null) order by a.position), '[]'::json)
    from task_attachments a where a.comment_id = e.id
  ) else '[]'::json end as attachments`;

const ENTRY_JOINS = sql`left join ${peopleAs('author')} on author.id = e.author_id
  left join ${peopleAs('was')} on was.id = (e.previous ->> 'assignedToId')::uuid
  left join ${peopleAs('now_')} on now_.id = (e.current ->> 'assignedToId')::uuid`;

/** One entry by id (the caller has checked that its task is in sight). */
export async function findTimelineEntry(db: DbOrTx, entryId: number): Promise<TimelineRow | null> {
  const [row] = await queryRows<TimelineRow>(
    db,
    sql`select ${ENTRY_COLUMNS}
      from task_timeline e join tasks task on task.id = e.task_id
      ${ENTRY_JOINS}
      where e.id = ${entryId}`,
  );
  return row ?? null;
}

/**
 * Up to `limit` entries of a task's timeline, newest first (ties on the time broken by id), older
 * than `before`; null when the task does not exist or is out of the scope's sight (deleted tasks
 * stay in sight, as with findVisibleTask). One statement: the visibility check is its first
 * line, and a visible task without entries answers one empty row. The page is read along
 * task_timeline_page_idx (task_id, created_at, id) backwards and stops after `limit` entries.
 */
export async function findTimelinePage(
  db: DbOrTx,
  scope: Scope,
  taskId: number,
  page: { before: TimelineCursor | null; limit: number },
): Promise<{ taskDeleted: boolean; rows: TimelineRow[] } | null> {
  const before = page.before
    ? sql`and (e.created_at, e.id) < (${page.before.createdAt}::timestamptz, ${page.before.id}::int)`
    : sql``;
  const rows = await queryRows<PageRow>(
    db,
    sql`select ${ENTRY_COLUMNS}
      from (select ${tasks.id} as id, ${tasks.isDeleted} as is_deleted from ${tasks}
        where ${tasks.id} = ${taskId} and ${taskInSightSql(scope)}) task
      left join lateral (
        select * from task_timeline e where e.task_id = task.id ${before}
        order by e.created_at desc, e.id desc
        limit ${page.limit}
      ) e on true
      ${ENTRY_JOINS}
      order by e.created_at desc, e.id desc`,
  );
  const [first] = rows;
  if (!first) return null;
  return {
    taskDeleted: first.taskDeleted === true,
    rows: rows.filter((row): row is TimelineRow => row.id !== null),
  };
}
