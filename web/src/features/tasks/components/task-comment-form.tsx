import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../../../../../shared/schemas/task-comments.schema.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useAddComment } from '../api/add-comment.ts';
import { useFindMentionCandidates } from '../api/get-mention-candidates.ts';
import type { CommentEditorHandle } from './comment-editor.tsx';
import { LazyCommentEditor } from './comment-editor-lazy.tsx';

/** The 422 detail about the comment's text, if the server's refusal is one. */
export function bodyError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.details.find((detail) => detail.path === 'body')?.message ?? null;
}

/** A problem the form can tell before sending: nothing written, or far too much. */
export function commentProblem(html: string, isEmpty: boolean, emptyMessage: string): string | null {
  if (isEmpty) return emptyMessage;
  return html.length > COMMENT_MAX_LENGTH ? COMMENT_MESSAGES.tooLong : null;
}

/** "Add a comment" under the timeline: the editor and its Comment button. */
export function TaskCommentForm({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const addComment = useAddComment(taskId);
  const findPeople = useFindMentionCandidates(taskId);
  const editor = useRef<CommentEditorHandle | null>(null);
  const [draft, setDraft] = useState({ html: '', isEmpty: true });
  const [error, setError] = useState<string | null>(null);
  const setHandle = useCallback((handle: CommentEditorHandle | null) => {
    editor.current = handle;
  }, []);

  const submit = useFormSubmit(
    async () => {
      const problem = commentProblem(draft.html, draft.isEmpty, COMMENT_MESSAGES.empty);
      setError(problem);
      return problem ? null : { body: draft.html };
    },
    {
      afterSuccess: 'unlock',
      send: (body, idempotencyKey) => addComment.mutateAsync({ body, idempotencyKey }),
      onSuccess: () => {
        editor.current?.clear();
        setDraft({ html: '', isEmpty: true });
        setError(null);
      },
      onError: (failure) => {
        const message = bodyError(failure);
        setError(message);
        if (!message)
          notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(failure)) });
      },
    },
  );

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
        <Group justify="flex-end">
          <Button type="submit" loading={submit.submitting} disabled={draft.isEmpty}>
            {t('Comment')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
