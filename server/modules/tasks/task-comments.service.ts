import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  COMMENT_MESSAGES,
  MENTION_CANDIDATES_LIMIT,
  type MentionCandidates,
  type MentionQuery,
} from '../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry } from '../../../shared/schemas/task-timeline.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError, notFound, unprocessable } from '../../lib/errors.ts';
import { mentionedIds, sanitizeComment } from '../../lib/rich-text.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { publish } from '../events/events.service.ts';
import { scopeOf } from '../users/users.queries.ts';
import {
  addMentions,
  insertComment,
  lockComment,
  searchProjectPeople,
  updateCommentBody,
} from './task-comments.repository.ts';
import { type AttachmentInsert, insertAttachments } from './task-attachments.repository.ts';
import { prepareAttachments, storeAttachments } from './task-attachments.service.ts';
import { presentTimelineEntry } from './task-timeline.presenter.ts';
import { findTimelineEntry } from './task-timeline.repository.ts';
import {
  findProjectPeople,
  findVisibleTask,
  lockTasks,
  type ProjectPerson,
  type TaskRow,
} from './tasks.repository.ts';
import { COMMENT_POLICY, TASK_POLICY } from './tasks.policy.ts';

/**
 * The task a comment goes on, locked against a concurrent delete: visible to the caller (404
 * otherwise, as for the task itself) and not deleted.
 */
async function lockCommentableTask(tx: DbOrTx, actor: SessionUser, taskId: number): Promise<TaskRow> {
  const task = await findVisibleTask(tx, scopeOf(actor), taskId);
  authorize(TASK_POLICY, actor, 'view', task);
  const [locked] = await lockTasks(tx, [taskId]);
  if (!locked || locked.isDeleted) throw unprocessable('task_deleted', COMMENT_MESSAGES.deletedTask);
  return task;
}

/**
 * The comment's HTML, cleaned, with its mentions checked: each must name an active member of the
 * task's project (422 otherwise). Returns the people it mentions.
 */
async function cleanComment(tx: DbOrTx, task: TaskRow, html: string) {
  const ids = mentionedIds(html);
  const people = await findProjectPeople(tx, task.projectId, ids);
  if (people.length < ids.length) throw fieldError('body', COMMENT_MESSAGES.mentionOutsideProject);
  const names = new Map(people.map((p) => [p.id, p.fullName]));
  return { ...sanitizeComment(html, names), people };
}

/**
 * Puts the task on the mentioned people's "Mentioned me" tab, and records the comment: the people
 * it newly mentions (not the author, not those mentioned before) are told of it.
 */
async function recordComment(
  tx: DbOrTx,
  actor: SessionUser,
  task: TaskRow,
  comment: { id: number; edited: boolean },
  people: ProjectPerson[],
  alreadyMentioned: ReadonlySet<string>,
): Promise<void> {
  await addMentions(
    tx,
    task.id,
    people.map((p) => p.id),
  );
  const mentioned = people.filter((p) => p.id !== actor.id && !alreadyMentioned.has(p.id)).map((p) => p.id);
  await publish(tx, {
    type: comment.edited ? 'task.comment_edited' : 'task.commented',
    actorId: actor.id,
    subject: { kind: 'task', id: task.id },
    concerns: [task.assignedToId, ...mentioned],
    data: {
      commentId: comment.id,
      name: task.name,
      projectName: task.projectName,
      assignedToId: task.assignedToId,
      mentioned,
    },
  });
}

async function presentComment(ctx: AppContext, actor: SessionUser, commentId: number) {
  const row = await findTimelineEntry(ctx.db, commentId);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return presentTimelineEntry(row, actor.id);
}

/**
 * A new Timeline comment on a task this transaction has locked and may comment on: its HTML
 * cleaned, mentions checked, never empty (text or files; refused on `field`), and recorded.
 * Returns the comment's id. Adding a comment and moving a task on the board both write it here.
 */
export async function insertTaskComment(
  tx: DbOrTx,
  actor: SessionUser,
  task: TaskRow,
  html: string,
  { files = [], field = 'body' }: { files?: Array<Omit<AttachmentInsert, 'commentId'>>; field?: string } = {},
): Promise<number> {
  const clean = await cleanComment(tx, task, html);
  if (!clean.hasText && files.length === 0) throw fieldError(field, COMMENT_MESSAGES.empty);
  const id = await insertComment(tx, { taskId: task.id, authorId: actor.id, body: clean.html });
  await insertAttachments(
    tx,
    files.map((row) => ({ ...row, commentId: id })),
  );
  await recordComment(tx, actor, task, { id, edited: false }, clean.people, new Set());
  return id;
}

/**
 * Adds a Timeline comment to a task the caller sees: text, files (at most ATTACHMENT_MAX_FILES,
 * checked by content) or both (spec 000 §5). The checks that need no file run first, so that a
 * refused comment stores nothing; the files are written before the rows that name them, and taken
 * back when the rows are not saved.
 */
export async function addComment(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
  input: { html: string; files: UploadedFile[] },
): Promise<TimelineEntry> {
  if (input.files.length > 0) {
    // The checks that need no file, before any file is stored (the transaction repeats them).
    const task = await findVisibleTask(ctx.db, scopeOf(actor), taskId);
    authorize(TASK_POLICY, actor, 'view', task);
    if (task.isDeleted) throw unprocessable('task_deleted', COMMENT_MESSAGES.deletedTask);
    await cleanComment(ctx.db, task, input.html);
  }
  const stored = await storeAttachments(ctx.storage, await prepareAttachments(input.files), { taskId });

  let commentId: number;
  try {
    commentId = await ctx.db.transaction(async (tx) => {
      // Again under the task's lock: it may have been deleted, or someone left its project.
      const locked = await lockCommentableTask(tx, actor, taskId);
      return insertTaskComment(tx, actor, locked, input.html, { files: stored.rows });
    });
  } catch (err) {
    await stored.remove();
    throw err;
  }
  return presentComment(ctx, actor, commentId);
}

/**
 * Edits a Timeline comment: its author alone (403 for anyone else who sees the task), while the
 * task is not deleted, never to empty. The comment is marked Edited; people it newly mentions
 * are told as for a new comment.
 */
export async function editComment(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
  commentId: number,
  html: string,
): Promise<TimelineEntry> {
  await ctx.db.transaction(async (tx) => {
    const task = await lockCommentableTask(tx, actor, taskId);
    const comment = await lockComment(tx, taskId, commentId);
    authorize(COMMENT_POLICY, actor, 'edit', comment);
    const clean = await cleanComment(tx, task, html);
    if (!clean.hasText) throw fieldError('body', COMMENT_MESSAGES.editEmpty);
    if (clean.html === comment.body) return;
    await updateCommentBody(tx, commentId, clean.html);
    await recordComment(
      tx,
      actor,
      task,
      { id: commentId, edited: true },
      clean.people,
      new Set(mentionedIds(comment.body)),
    );
  });
  return presentComment(ctx, actor, commentId);
}

/**
 * The people a comment on the task may mention: its project's active members, by name, except
 * the author (mentioning oneself would only mail oneself).
 */
export async function findMentionCandidates(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
  query: MentionQuery,
): Promise<MentionCandidates> {
  const task = await findVisibleTask(ctx.db, scopeOf(actor), taskId);
  authorize(TASK_POLICY, actor, 'view', task);
  const items = await searchProjectPeople(
    ctx.db,
    task.projectId,
    query.search ?? '',
    actor.id,
    MENTION_CANDIDATES_LIMIT,
  );
  return { items };
}
