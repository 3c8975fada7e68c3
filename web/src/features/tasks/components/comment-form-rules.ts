import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentBodySchema,
} from '../../../../../shared/schemas/task-comments.schema.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** The server's refusal of the comment's text (422 under `body`), if it is one. */
export function bodyError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.details.find((detail) => detail.path === 'body')?.message ?? null;
}

/** Whether the editor's HTML passes the shared limit (the editor then says so under the text). */
export function commentTooLong(html: string): boolean {
  return html.length > COMMENT_MAX_LENGTH;
}

/** A problem the form can tell before sending: nothing to send, or too much text. */
export function commentProblem(html: string, isEmpty: boolean, emptyMessage: string): string | null {
  if (isEmpty) return emptyMessage;
  return commentTooLong(html) ? COMMENT_MESSAGES.tooLong : null;
}

/** The new comment as typed: the editor's HTML ('' with no text) and the files attached. */
export interface CommentValues {
  body: string;
  files: File[];
}

/** The shared schema of the text, and spec 000 §5: text or an attachment. */
export const commentFormSchema = commentBodySchema
  .extend({ files: z.array(z.custom<File>()) })
  .refine((values) => values.body !== '' || values.files.length > 0, {
    error: COMMENT_MESSAGES.empty,
    path: ['body'],
  });
