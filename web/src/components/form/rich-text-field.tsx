import { useCallback, useEffect, useRef, type ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useKitField, type KitFieldProps } from './field.ts';

/** What a rich text editor lets the field do: empty it (when the form is reset), and focus it. */
export interface RichTextHandle {
  clear: () => void;
  focus: () => void;
}

/** What the field gives its editor (as props): the changes to report, the message, the handle to set. */
export interface RichTextBinding {
  /** The editor's HTML and whether it holds any text (none: the field holds ''). */
  onChange: (html: string, isEmpty: boolean) => void;
  /** The field's message (the schema's or the server's), translated; null when none shows. */
  error: string | null;
  handleRef: (handle: RichTextHandle | null) => void;
}

/**
 * A rich text editor's HTML as a form value ('' while the editor holds no text). The editor keeps
 * its own content; the field follows it, empties it when the form is reset, and focuses it when
 * the server's message lands on it. `editor` is the editor component (which may take the binding's
 * props as optional ones); the other props go to it.
 */
export function RichTextField<
  T extends FieldValues,
  V,
  N extends FieldPath<T>,
  P extends Partial<RichTextBinding>,
>({
  control,
  name,
  editor: Editor,
  ...props
}: KitFieldProps<T, V, N> & { editor: ComponentType<P> } & NoInfer<Omit<P, keyof RichTextBinding>>) {
  const { inputRef, field, error } = useKitField({ control, name });
  const handle = useRef<RichTextHandle | null>(null);
  const value = (field.value as string | undefined) ?? '';
  // What the editor last reported, to tell a reset of the form from the editor's own emptying.
  const shown = useRef(value);
  const { onChange, onBlur } = field;

  useEffect(() => {
    if (value === '' && shown.current !== '') {
      shown.current = '';
      handle.current?.clear();
    }
  }, [value]);

  const handleRef = useCallback(
    (next: RichTextHandle | null) => {
      handle.current = next;
      inputRef(next ? { focus: next.focus } : null);
    },
    [inputRef],
  );

  const report = useCallback(
    (html: string, isEmpty: boolean) => {
      const emptied = isEmpty && shown.current !== '';
      shown.current = isEmpty ? '' : html;
      onChange(shown.current);
      // Text deleted to the last letter is a choice made: the field's message says at once what
      // an empty text means, as it would on leaving the field.
      if (emptied) onBlur();
    },
    [onChange, onBlur],
  );

  const editorProps = { ...props, onChange: report, error: error ?? null, handleRef } as unknown as P;
  return <Editor {...editorProps} />;
}
