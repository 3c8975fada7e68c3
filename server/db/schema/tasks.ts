/**
 * Tasks, their timeline, mentions, attachments, view counts and overdue digests (tasks module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TASK_STATUSES } from '../../../shared/rules/tasks.ts';
import { TIMELINE_ENTRY_TYPES } from '../../../shared/schemas/task-timeline.schema.ts';
import { createdAt, SEARCH_INDEX_STORAGE, updatedAt } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const taskStatus = pgEnum('task_status', TASK_STATUSES);

/**
 * A repeating task (issue 31): how it repeats (an RFC 5545 RRULE counted from `start_date`, the
 * first task's due date) and what each new task is made of. The recurrence job adds the next task
 * when the last one is due; stopping the series (or deleting one of its tasks) ends it.
 */
export const taskSeries = pgTable('task_series', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  rule: varchar('rule', { length: 300 }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  description: text('description').notNull(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  assignedToId: uuid('assigned_to_id').references(() => users.id),
  assignedById: uuid('assigned_by_id')
    .notNull()
    .references(() => users.id),
  createdById: uuid('created_by_id')
    .notNull()
    .references(() => users.id),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  stoppedById: uuid('stopped_by_id').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A task. `number` is the readable, stable id people quote (T-0042); `id` is the same value. */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** null: unassigned. */
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    assignedById: uuid('assigned_by_id')
      .notNull()
      .references(() => users.id),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: taskStatus('status').notNull().default('New'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    overdueMailSentAt: timestamp('overdue_mail_sent_at', { withTimezone: true }),
    /**
     * The project's and the people's names as the list shows and sorts them (spec 000 §3 keeps
     * them on the task too). Written by triggers (migration 0005) from projects and users, on
     * every write and every rename: the list then sorts a large team's tasks by walking an index.
     */
    projectName: text('project_name').notNull().default(''),
    assignedToName: text('assigned_to_name'),
    assignedByName: text('assigned_by_name').notNull().default(''),
    modifiedById: uuid('modified_by_id').references(() => users.id),
    /** The repeating task it is one of, and the date it is that series' task for. */
    seriesId: integer('series_id').references((): AnyPgColumn => taskSeries.id),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One task per series and date, however often the recurrence job runs.
    uniqueIndex('tasks_series_occurrence_unique').on(t.seriesId, t.occurrenceDate),
    index('tasks_assigned_to_idx').on(t.assignedToId, t.isDeleted, t.status, t.dueDate),
    index('tasks_assigned_by_idx').on(t.assignedById, t.isDeleted, t.status, t.dueDate),
    index('tasks_project_idx').on(t.projectId, t.isDeleted),
    // One index for each order of the list, ties broken by id in the same direction, so that a
    // page of visible tasks is found by walking it either way (migration 0005).
    index('tasks_created_at_idx').on(t.createdAt, t.id),
    index('tasks_name_order_idx').on(sql`lower(${t.name})`, t.id),
    index('tasks_project_order_idx').on(sql`lower(${t.projectName})`, t.id),
    index('tasks_assigned_to_order_idx').on(sql`lower(${t.assignedToName})`, t.id),
    index('tasks_assigned_by_order_idx').on(sql`lower(${t.assignedByName})`, t.id),
    index('tasks_due_date_idx').on(t.dueDate, t.id),
    index('tasks_status_idx').on(t.status, t.id),
    // The list's search (ILIKE '%…%' on the task's name): trigrams, pg_trgm. Its project and
    // assignee are searched by name among projects and people, then by id (searchSql).
    index('tasks_name_search_idx').using('gin', t.name.op('gin_trgm_ops')).with(SEARCH_INDEX_STORAGE),
    // The global search's words of descriptions (taskWordsSql): whole words and their starts,
    // smaller than trigrams of long text.
    index('tasks_description_words_idx')
      .using('gin', sql`to_tsvector('simple', ${t.description})`)
      .with(SEARCH_INDEX_STORAGE),
  ],
);

/**
 * How many tasks each person sees, by deleted flag, status and due date, so that the dashboard
 * and the list totals read a few hundred rows instead of counting a large team's tasks one by
 * one. Kept by triggers (migration 0004) on tasks, project_members and users, the way
 * user_closure is; `viewer_id` is the nil uuid for the whole organisation (Super admin, Admin).
 */
export const taskViewCounts = pgTable(
  'task_view_counts',
  {
    viewerId: uuid('viewer_id').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    status: taskStatus('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.isDeleted, t.status, t.dueDate] })],
);

export const timelineType = pgEnum('timeline_type', TIMELINE_ENTRY_TYPES);

/**
 * A task's timeline: events written in the same transaction as the change, and people's comments
 * (type Timeline). `previous`/`current` hold the changed fields of a TaskEdited entry.
 */
export const taskTimeline = pgTable(
  'task_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    type: timelineType('type').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    current: jsonb('current').$type<Record<string, unknown>>(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: createdAt(),
  },
  // A page of the timeline, newest first, is read backwards along (created_at, id) from the
  // cursor's position, without sorting entries that share a time.
  (t) => [index('task_timeline_page_idx').on(t.taskId, t.createdAt, t.id)],
);

/** People mentioned in a task's comments: the "Mentioned me" tab. */
export const taskMentions = pgTable(
  'task_mentions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_mentions_user_idx').on(t.userId)],
);

/**
 * Files attached to a Timeline comment (spec 000 §5). The file and its thumbnail (pictures only)
 * are in the storage under generated keys; the name is the uploader's, cleaned, for display only.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => taskTimeline.id, { onDelete: 'cascade' }),
    /** Its place among the comment's files, from 1: the zip names them file1, file2… */
    position: integer('position').notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull().unique(),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }).unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The kind found from the content (jpg, png, pdf, docx…), which also names the stored file. */
    kind: varchar('kind', { length: 8 }).notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_attachments_comment_idx').on(t.commentId, t.position),
    index('task_attachments_task_idx').on(t.taskId),
  ],
);

/**
 * The tasks the daily overdue digest has told their assignee about, once per due date: a task
 * whose due date moves and passes again is told about again. The key is what makes it once.
 */
export const taskOverdueDigests = pgTable(
  'task_overdue_digests',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.dueDate] })],
);
