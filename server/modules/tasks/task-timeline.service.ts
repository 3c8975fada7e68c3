import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  encodeTimelineCursor,
  type TimelinePage,
  type TimelineQuery,
} from '../../../shared/schemas/task-timeline.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { authorize } from '../../lib/authorize.ts';
import { scopeOf } from '../users/users.queries.ts';
import { presentTimelineEntry } from './task-timeline.presenter.ts';
import { findTimelinePage } from './task-timeline.repository.ts';
import { TIMELINE_POLICY } from './tasks.policy.ts';

/**
 * A page of a task's timeline, newest first, for whoever may see the task (deleted or not):
 * anyone else gets the task's own 404. One more entry than asked for tells whether a page follows.
 */
export async function getTaskTimeline(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
  query: TimelineQuery,
): Promise<TimelinePage> {
  const found = await findTimelinePage(ctx.db, scopeOf(actor), taskId, {
    before: query.before ?? null,
    limit: query.limit + 1,
  });
  authorize(TIMELINE_POLICY, actor, 'view', found);
  const { rows, taskDeleted } = found;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentTimelineEntry(row, actor.id)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeTimelineCursor({ createdAt: last.createdAt, id: last.id })
        : null,
    canComment: !taskDeleted,
  };
}
