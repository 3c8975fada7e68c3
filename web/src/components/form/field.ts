import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../../lib/form-errors.ts';

/** The props of a Mantine input that the kit binds to the form itself. */
export type KitBound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/** What every field of the kit takes: the form's control and the field's name, typed by the form. */
export interface KitFieldProps<T extends FieldValues, V, N extends FieldPath<T> = FieldPath<T>> {
  control: Control<T, unknown, V>;
  name: N;
}

/**
 * The field's value and handlers, and its message: the schema's (or the server's) once the field
 * was left or the form submitted, translated.
 */
export function useKitField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
}: KitFieldProps<T, V, N>) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
    formState,
  } = useController({ control, name });
  const errorText = useFieldErrorText();
  // The ref apart: React's rules would take the whole field for a ref if it were read from it.
  return { inputRef, field, error: errorText(fieldState, formState) };
}
