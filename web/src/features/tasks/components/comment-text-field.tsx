import type { FieldPath, FieldValues } from 'react-hook-form';
import { RichTextField } from '../../../components/form/rich-text-field.tsx';
import type { KitFieldProps } from '../../../components/form/field.ts';
import { useFindMentionCandidates } from '../api/get-mention-candidates.ts';
import { LazyCommentEditor } from './comment-editor-lazy.tsx';

interface CommentTextFieldProps<T extends FieldValues, V, N extends FieldPath<T>> extends KitFieldProps<
  T,
  V,
  N
> {
  taskId: number;
  /** The form Ctrl+Enter sends, as its button does. */
  formId: string;
  label: string;
  placeholder?: string;
  /** The stored text an edit starts from. */
  initialHtml?: string;
  disabled: boolean;
  autoFocus?: boolean;
}

/** A comment's text in the editor, its mentions found among the task's people (a new comment or an edit). */
export function CommentTextField<T extends FieldValues, V, N extends FieldPath<T>>({
  taskId,
  formId,
  ...props
}: CommentTextFieldProps<T, V, N>) {
  const findPeople = useFindMentionCandidates(taskId);
  return (
    <RichTextField
      {...props}
      editor={LazyCommentEditor}
      findPeople={findPeople}
      onSubmit={() => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()}
    />
  );
}
