import { Button, Group, Typography } from '@mantine/core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MESSAGES,
  commentBodySchema,
  type CommentBody,
} from '../../../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useEditComment } from '../api/edit-comment.ts';
import { CommentTextField } from './comment-text-field.tsx';
import { commentTooLong } from './task-comment-form.tsx';

/** The shared schema of the text; an edit never empties a comment (spec 000 §5). */
const commentEditSchema = commentBodySchema.refine((values) => values.body !== '', {
  error: COMMENT_MESSAGES.editEmpty,
  path: ['body'],
});
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
  const id = useId();
  const editComment = useEditComment(taskId, entry.id);
  const form = useSchemaForm<CommentBody, CommentBody>(commentEditSchema, { body: entry.body });
  const body = useWatch({ control: form.control, name: 'body' });

  return (
    <FormShell
      id={id}
      aria-label={t('Edit comment')}
      form={form}
      send={(values) => editComment.mutateAsync(values)}
      onSuccess={onDone}
      submitLabel={t('Save')}
      actions={({ submitting }) => (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="xs" loading={submitting} disabled={body === '' || commentTooLong(body)}>
            {t('Save')}
          </Button>
        </Group>
      )}
    >
      <CommentTextField
        control={form.control}
        name="body"
        taskId={taskId}
        formId={id}
        label={t('Edit comment')}
        initialHtml={entry.body}
        disabled={editComment.isPending}
        autoFocus
      />
    </FormShell>
  );
}
