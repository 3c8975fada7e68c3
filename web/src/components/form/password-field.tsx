import type { PasswordInputProps } from '@mantine/core';
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { PasswordField as PasswordInputField } from '../password-field.tsx';
import type { KitFieldProps } from './field.ts';
import { useTextField, type TypedTextOptions } from './text-fields.tsx';

type Bound =
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name' | 'visible' | 'onVisibilityChange';

/**
 * A password, with its labelled show/hide toggle. `blockPaste` makes a confirmation typed, not
 * pasted (spec 001 §5); `transform` reshapes what is typed, silently (the sign-in form drops spaces).
 */
export function PasswordField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  transform,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<PasswordInputProps, Bound> & { blockPaste?: boolean } & Pick<TypedTextOptions, 'transform'>) {
  const bound = useTextField({ control, name, transform });
  return <PasswordInputField {...props} {...bound} />;
}

/**
 * Checks `target` again whenever `source` is typed in, as react-hook-form's `deps` rule would: the
 * confirmation says at once whether it still matches a changed new password.
 */
export function useRecheckOnChange<T extends FieldValues, V>(
  form: Pick<UseFormReturn<T, unknown, V>, 'watch' | 'trigger'>,
  source: FieldPath<T>,
  target: FieldPath<T>,
) {
  const { watch, trigger } = form;
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (name === source && type === 'change') void trigger(target);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, source, target]);
}
