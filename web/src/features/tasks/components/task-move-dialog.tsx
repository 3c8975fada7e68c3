import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TASK_MESSAGES, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import { taskStatusBodySchema, type Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { COMMENT_MESSAGES } from '../../../../../shared/schemas/task-comments.schema.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { TaskMove } from '../api/move-task.ts';
import { CommentTextField } from './comment-text-field.tsx';

/** The move's comment as typed: the editor's HTML, never empty (the shared rules of a move's body). */
const moveCommentSchema = z.object({
  comment: taskStatusBodySchema.shape.comment.unwrap().refine((html) => html !== '', {
    error: COMMENT_MESSAGES.empty,
  }),
});
type MoveCommentValues = z.infer<typeof moveCommentSchema>;

interface TaskMoveDialogProps {
  /** The move that needs a comment (Completed), or null when closed. */
  move: { task: Task; to: TaskStatus } | null;
  onClose: () => void;
  /** Sends the move with its comment; rejects with the server's refusal. */
  send: (move: TaskMove) => Promise<unknown>;
}

/**
 * Completing a task needs a Timeline comment (spec 000 §5): a card dropped on Completed asks for
 * it here, with the spec's warning, and the comment and the move are sent together.
 */
export function TaskMoveDialog({ move, onClose, send }: TaskMoveDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={move !== null}
      onClose={onClose}
      title={move ? t('Complete {{name}}', { name: move.task.name }) : ''}
      size="lg"
    >
      {move && <MoveCommentForm move={move} onClose={onClose} send={send} />}
    </FormModal>
  );
}

function MoveCommentForm({
  move,
  onClose,
  send,
}: Omit<TaskMoveDialogProps, 'move'> & { move: NonNullable<TaskMoveDialogProps['move']> }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useSchemaForm<MoveCommentValues, MoveCommentValues>(moveCommentSchema, { comment: '' });
  return (
    <FormShell
      id={id}
      form={form}
      send={(values, idempotencyKey) => send({ ...move, comment: values.comment, idempotencyKey })}
      onSuccess={onClose}
      onCancel={onClose}
      submitLabel={t('Comment and complete')}
    >
      <Text size="sm">{t(TASK_MESSAGES.completeNeedsComment)}</Text>
      <CommentTextField
        control={form.control}
        name="comment"
        taskId={move.task.id}
        formId={id}
        label={t('Comment')}
        placeholder={t('Write a comment. Type @ to mention someone.')}
        disabled={form.formState.isSubmitting}
        autoFocus
      />
    </FormShell>
  );
}
