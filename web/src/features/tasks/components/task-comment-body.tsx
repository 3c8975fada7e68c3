import { Button, Group, Stack, Typography } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MESSAGES } from '../../../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { useFindMentionCandidates } from '../api/get-mention-candidates.ts';
import { LazyCommentEditor } from './comment-editor-lazy.tsx';
import { bodyError, commentProblem, commentTooLong } from './task-comment-form.tsx';
import classes from './task-comment-body.module.css';

/**
 * A comment's text. The HTML was cut down to the allow-list by the server when it was stored
 * (server/lib/rich-text.ts): it holds formatting, links and mentions, never script.
 */
export function CommentBody({ html }: { html: string }) {
  return (
    <Typography className={classes.body}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** Editing one's own comment in place: never to empty (spec 000 §5). */
export function CommentEditForm({
  taskId,
  entry,
  onDone,
}: {
  taskId: number;
  entry: TimelineEntry;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const editComment = useEditComment(taskId, entry.id);
  const findPeople = useFindMentionCandidates(taskId);
  const [draft, setDraft] = useState({ html: entry.body, isEmpty: false });
  const [error, setError] = useState<string | null>(null);

  useUnsavedChanges(draft.html !== entry.body && !editComment.isPending);

  const save = () => {
    const problem = commentProblem(draft.html, draft.isEmpty, COMMENT_MESSAGES.editEmpty);
    setError(problem);
    if (problem || editComment.isPending) return;
    editComment.mutate(
      { body: draft.html },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const message = bodyError(failure);
          setError(message);
          if (!message)
            notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(failure)) });
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <LazyCommentEditor
        label={t('Edit comment')}
        initialHtml={entry.body}
        findPeople={findPeople}
        onChange={(html, isEmpty) => {
          setDraft({ html, isEmpty });
          setError(isEmpty ? COMMENT_MESSAGES.editEmpty : null);
        }}
        onSubmit={save}
        error={error}
        disabled={editComment.isPending}
        autoFocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onDone} disabled={editComment.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          size="xs"
          onClick={save}
          loading={editComment.isPending}
          disabled={draft.isEmpty || commentTooLong(draft.html)}
        >
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
