import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useKitField } from '../../../components/form/field.ts';
import type { CommentValues } from './comment-form-rules.ts';
import { CommentFilesField } from './comment-files-field.tsx';

/**
 * The files of the new comment: the server's refusal of them shows under them, as does a choice
 * refused before sending (which leaves the files as they were).
 */
export function CommentFormFiles({
  form,
  disabled,
}: {
  form: UseFormReturn<CommentValues, unknown, CommentValues>;
  disabled: boolean;
}) {
  const { field, error } = useKitField({ control: form.control, name: 'files' });
  const [refusedChoice, setRefusedChoice] = useState<string | null>(null);
  return (
    <CommentFilesField
      files={field.value}
      onChange={(next) => {
        field.onChange(next);
        // Files are enough for a comment: the text's "nothing to send" goes once they are attached.
        if (form.formState.isSubmitted) void form.trigger('body');
      }}
      error={refusedChoice ?? error ?? null}
      onError={setRefusedChoice}
      disabled={disabled}
    />
  );
}
