import { Button, Group } from '@mantine/core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAddComment } from '../api/add-comment.ts';
import { CommentTextField } from './comment-text-field.tsx';
import { CommentFormFiles } from './comment-form-files.tsx';
import { commentFormSchema, commentTooLong, type CommentValues } from './comment-form-rules.ts';
import { COMMENT_KEYS, useShortcuts } from '../../../lib/shortcuts/shortcuts.ts';

export { commentTooLong } from './comment-form-rules.ts';

const EMPTY: CommentValues = { body: '', files: [] };

/** "Add a comment" under the timeline: the editor, the files, and the Comment button. */
export function TaskCommentForm({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const addComment = useAddComment(taskId);
  const form = useSchemaForm<CommentValues, CommentValues>(commentFormSchema, EMPTY);
  const [body, files] = useWatch({ control: form.control, name: ['body', 'files'] });
  // Spec 000 §5: text or an attachment.
  const empty = body === '' && files.length === 0;
  const sending = addComment.isPending;
  // m: to the comment box, wherever the page is scrolled.
  useShortcuts({
    [COMMENT_KEYS]: (event) => {
      const box = document.getElementById(id)?.querySelector<HTMLElement>('[contenteditable="true"]');
      if (!box) return;
      event.preventDefault();
      box.focus();
      box.scrollIntoView?.({ block: 'center' });
    },
  });

  return (
    // The form is named for those who move between a page's regions.
    <FormShell
      aria-label={t('Add a comment')}
      id={id}
      form={form}
      send={(values, idempotencyKey) => addComment.mutateAsync({ ...values, idempotencyKey })}
      // The server's refusal of a file ("files.2"), or of them all (413, 415), shows under the files.
      detailPath={(path) => (path.startsWith('files.') ? 'files' : path)}
      payloadField="files"
      afterSuccess="unlock"
      // A new comment starts afresh: the editor empties with the form.
      onSuccess={() => form.reset(EMPTY)}
      submitLabel={t('Comment')}
      actions={({ submitting }) => (
        <Group justify="space-between" align="flex-start">
          <CommentFormFiles form={form} disabled={submitting} />
          <Button type="submit" loading={submitting} disabled={empty || commentTooLong(body)}>
            {t('Comment')}
          </Button>
        </Group>
      )}
    >
      <CommentTextField
        control={form.control}
        name="body"
        taskId={taskId}
        formId={id}
        label={t('Comment')}
        placeholder={t('Write a comment. Type @ to mention someone.')}
        disabled={sending}
      />
    </FormShell>
  );
}
