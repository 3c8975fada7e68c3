import { z } from 'zod';
// Sets the project's validation messages before any schema here is parsed.
import './common.schema.ts';

/** The most HTML a comment may hold: some pages of formatted text. */
export const COMMENT_MAX_LENGTH = 20_000;

/** How many people the mention list offers at a time; typing narrows it down. */
export const MENTION_CANDIDATES_LIMIT = 10;
export const MENTION_SEARCH_MAX_LENGTH = 100;

export const COMMENT_MESSAGES = {
  /** Spec 000 §5: submit needs text or an attachment. */
  empty: 'Write a comment or attach a file.',
  /** Spec 000 §5: an edited comment cannot be saved empty. */
  editEmpty: 'A comment cannot be saved empty.',
  tooLong: 'This comment is too long.',
  /** Spec 000 §5, word for word. */
  imagesNotAllowed: 'Images are not allowed in this field.',
  mentionOutsideProject: "Only people in this task's project can be mentioned.",
  notAuthor: 'Only its author can edit a comment.',
  deletedTask: 'A deleted task cannot be commented on.',
  notFound: 'Comment not found.',
  mentionSearchTooLong: `Type at most ${MENTION_SEARCH_MAX_LENGTH} characters.`,
} as const;

/** A comment's text: HTML from the editor, cut down to the allow-list by the server. */
export const commentBodySchema = z.strictObject({
  body: z
    .string({ error: COMMENT_MESSAGES.empty })
    .max(COMMENT_MAX_LENGTH, { error: COMMENT_MESSAGES.tooLong }),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const mentionQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .max(MENTION_SEARCH_MAX_LENGTH, { error: COMMENT_MESSAGES.mentionSearchTooLong })
    .optional(),
});
export type MentionQuery = z.infer<typeof mentionQuerySchema>;

export const mentionCandidateSchema = z.object({ id: z.uuid(), fullName: z.string() });
export type MentionCandidate = z.infer<typeof mentionCandidateSchema>;

export const mentionCandidatesSchema = z.object({ items: z.array(mentionCandidateSchema) });
export type MentionCandidates = z.infer<typeof mentionCandidatesSchema>;
