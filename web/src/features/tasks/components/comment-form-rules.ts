import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentBodySchema,
} from '../../../../../shared/schemas/task-comments.schema.ts';

/** Whether the editor's HTML passes the shared limit (the editor then says so under the text). */
export function commentTooLong(html: string): boolean {
  return html.length > COMMENT_MAX_LENGTH;
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
