import { z } from 'zod';
// Sets the project's validation messages before any schema here is parsed.
import './common.schema.ts';

/** What a timeline entry records (spec 000 §3, CommentType); Timeline is a person's comment. */
export const TIMELINE_ENTRY_TYPES = [
  'TaskCreated',
  'TaskEdited',
  'TaskDeleted',
  'TaskRestored',
  'Timeline',
  'UserDeleted',
] as const;
export type TimelineEntryType = (typeof TIMELINE_ENTRY_TYPES)[number];

/** The task fields whose changes a timeline entry lists, in the order they are shown. */
export const TIMELINE_CHANGE_FIELDS = ['name', 'assignee', 'dueDate', 'status', 'description'] as const;
export type TimelineChangeField = (typeof TIMELINE_CHANGE_FIELDS)[number];

export const TIMELINE_DEFAULT_LIMIT = 20;
export const TIMELINE_MAX_LIMIT = 50;

export const TIMELINE_MESSAGES = {
  badCursor: 'This page of the timeline cannot be found; reload it from the start.',
  badLimit: `Choose between 1 and ${TIMELINE_MAX_LIMIT} entries.`,
} as const;

/** Where a page of a timeline ends: its last entry's time (to the microsecond) and id. */
export interface TimelineCursor {
  createdAt: string;
  id: number;
}

const CURSOR_PAYLOAD = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z) (\d{1,10})$/;

/** The opaque `before` of the next page (base64url, so that it travels in a query string as it is). */
export function encodeTimelineCursor(cursor: TimelineCursor): string {
  return btoa(`${cursor.createdAt} ${cursor.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor an opaque string holds, or null when it is not one this API handed out. */
export function decodeTimelineCursor(value: string): TimelineCursor | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) return null;
  let payload: string;
  try {
    payload = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR_PAYLOAD.exec(payload);
  if (!match) return null;
  const id = Number(match[2]);
  const createdAt = match[1]!;
  if (id < 1 || id > 2_147_483_647 || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

export const timelineQuerySchema = z.strictObject({
  before: z
    .string()
    .transform((value, ctx) => {
      const cursor = decodeTimelineCursor(value);
      if (!cursor) ctx.addIssue({ code: 'custom', message: TIMELINE_MESSAGES.badCursor });
      return cursor ?? z.NEVER;
    })
    .optional(),
  limit: z.coerce
    .number({ error: TIMELINE_MESSAGES.badLimit })
    .int({ error: TIMELINE_MESSAGES.badLimit })
    .min(1, { error: TIMELINE_MESSAGES.badLimit })
    .max(TIMELINE_MAX_LIMIT, { error: TIMELINE_MESSAGES.badLimit })
    .default(TIMELINE_DEFAULT_LIMIT),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/** One changed field: people by full name (null: unassigned), due dates as ISO days, statuses by name. */
export const timelineChangeSchema = z.object({
  field: z.enum(TIMELINE_CHANGE_FIELDS),
  previous: z.string().nullable(),
  current: z.string().nullable(),
});
export type TimelineChange = z.infer<typeof timelineChangeSchema>;

/** A file attached to a comment; its addresses need the same session as the task. */
export const timelineAttachmentSchema = z.object({
  id: z.number().int(),
  /** As uploaded, cleaned for display (shared/rules/attachments.ts displayFileName). */
  fileName: z.string(),
  /** What the content was found to be: jpg, png, pdf, docx… */
  kind: z.string(),
  size: z.number().int(),
  /** The download (Content-Disposition: attachment). */
  url: z.string(),
  /** A small copy of a picture, for the timeline; null for other files. */
  thumbnailUrl: z.string().nullable(),
});
export type TimelineAttachment = z.infer<typeof timelineAttachmentSchema>;

export const timelineEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(TIMELINE_ENTRY_TYPES),
  author: z.object({ id: z.uuid(), fullName: z.string() }),
  createdAt: z.string(),
  /** A comment's text (type Timeline); empty for events. */
  body: z.string(),
  /** Whether a comment was changed after it was written. */
  isEdited: z.boolean(),
  /**
   * TaskEdited: each changed field. UserDeleted: the assignee, from the person who left to the
   * one who took over. Empty otherwise.
   */
  changes: z.array(timelineChangeSchema),
  /** A comment's files, in the order they were attached. */
  attachments: z.array(timelineAttachmentSchema),
  /** Whether the caller may edit this comment: their own, on a task that is not deleted. */
  canEdit: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timelinePageSchema = z.object({
  /** Newest first. */
  items: z.array(timelineEntrySchema),
  /** The `before` of the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Whether the caller may add a comment: anyone who sees the task, while it is not deleted. */
  canComment: z.boolean(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;
