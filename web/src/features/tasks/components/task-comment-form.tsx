import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../../../../../shared/schemas/task-comments.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useFindMentionCandidates } from '../api/get-mention-candidates.ts';
import type { CommentEditorHandle } from './comment-editor.tsx';
import { LazyCommentEditor } from './comment-editor-lazy.tsx';
import { CommentFilesField } from './comment-files-field.tsx';

/** The server's refusal of the comment's text (422 under `body`), if it is one. */
export function bodyError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.details.find((detail) => detail.path === 'body')?.message ?? null;
}

/** The server's refusal of the files (too many, too large, a type not accepted), if it is one. */
function filesError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 413 || error.status === 415) return error.message;
  return error.details.some((detail) => detail.path.startsWith('files')) ? error.message : null;
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

/** "Add a comment" under the timeline: the editor, the files, and the Comment button. */
export function TaskCommentForm({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const addComment = useAddComment(taskId);
  const findPeople = useFindMentionCandidates(taskId);
  const editor = useRef<CommentEditorHandle | null>(null);
  const [draft, setDraft] = useState({ html: '', isEmpty: true });
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Spec 000 §5: text or an attachment.
  const empty = draft.isEmpty && files.length === 0;
  const setHandle = useCallback((handle: CommentEditorHandle | null) => {
    editor.current = handle;
  }, []);

  const submit = useFormSubmit(
    async () => {
      const problem = commentProblem(draft.html, empty, COMMENT_MESSAGES.empty);
      setError(problem);
      return problem || fileError ? null : { body: draft.isEmpty ? '' : draft.html, files };
    },
    {
      afterSuccess: 'unlock',
      send: (values, idempotencyKey) => addComment.mutateAsync({ ...values, idempotencyKey }),
      onSuccess: () => {
        editor.current?.clear();
        setDraft({ html: '', isEmpty: true });
        setFiles([]);
        setError(null);
        setFileError(null);
      },
      onError: (failure) => {
        const message = bodyError(failure);
        const refusedFiles = filesError(failure);
        setError(message);
        setFileError(refusedFiles);
        if (!message && !refusedFiles)
          notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(failure)) });
      },
    },
  );

  // A comment being written is asked about before leaving the task, like any form.
  useUnsavedChanges(!empty && !submit.submitting);

  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} aria-label={t('Add a comment')}>
      <Stack gap="xs">
        <LazyCommentEditor
          label={t('Comment')}
          placeholder={t('Write a comment. Type @ to mention someone.')}
          findPeople={findPeople}
          onChange={(html, isEmpty) => {
            setDraft({ html, isEmpty });
            if (!isEmpty) setError(null);
          }}
          onSubmit={() => void submit.onSubmit()}
          error={error}
          disabled={submit.submitting}
          handleRef={setHandle}
        />
        <Group justify="space-between" align="flex-start">
          <CommentFilesField
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length > 0) setError(null);
            }}
            error={fileError}
            onError={setFileError}
            disabled={submit.submitting}
          />
          <Button type="submit" loading={submit.submitting} disabled={empty || commentTooLong(draft.html)}>
            {t('Comment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
