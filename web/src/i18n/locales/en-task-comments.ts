import { ATTACHMENT_MESSAGES } from '../../../../shared/rules/attachments.ts';
import { COMMENT_MESSAGES } from '../../../../shared/schemas/task-comments.schema.ts';

/**
 * The strings of a task's comments (issue 11), in English: the keys. Kept apart from en.ts so
 * that each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const TASK_COMMENTS_MESSAGE_KEYS = [
  'Add a comment',
  'Comment',
  'Write a comment. Type @ to mention someone.',
  'Edit comment',
  'People to mention',
  'No one in this project matches.',
  'Attach files',
  'Attached files',
  'Download {{name}}',
  // Overdue reminders and attachment zips
  'Send overdue reminder',
  'Send overdue reminder for {{name}}',
  'Reminder sent on {{day}}',
  'Sent {{day}}',
  'Sent',
  'Overdue reminder sent to {{name}}.',
  'Only an overdue task with an assignee can be reminded about.',
  'A reminder about this task was already sent today.',
  'The chosen tasks have no attachments.',
  // The editor's toolbar
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Code',
  'Bulleted list',
  'Numbered list',
  'Link',
  'Remove link',
  'Web address',
  'Opens in a new tab',
  // The server's answers (shared/schemas/task-comments.schema.ts)
  COMMENT_MESSAGES.empty,
  COMMENT_MESSAGES.editEmpty,
  COMMENT_MESSAGES.tooLong,
  COMMENT_MESSAGES.imagesNotAllowed,
  COMMENT_MESSAGES.mentionOutsideProject,
  COMMENT_MESSAGES.notAuthor,
  COMMENT_MESSAGES.deletedTask,
  COMMENT_MESSAGES.notFound,
  COMMENT_MESSAGES.mentionSearchTooLong,
  ATTACHMENT_MESSAGES.tooMany,
  ATTACHMENT_MESSAGES.size,
  ATTACHMENT_MESSAGES.type,
] as const;

export type TaskCommentsMessageKey = (typeof TASK_COMMENTS_MESSAGE_KEYS)[number];
export type TaskCommentsTranslations = Record<TaskCommentsMessageKey, string>;
