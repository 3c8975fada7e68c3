import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKitField, type KitBound, type KitFieldProps } from './field.ts';

/** A rule that strips what a field may not hold as it is typed (spec 001 §5), and what it then says. */
export interface StripRule {
  rule: (typed: string) => { value: string; stripped: boolean };
  /** The notice shown once a keystroke lost characters, until the field is left (English, translated here). */
  message: string;
}

/** What a text field does with what is typed, beyond holding it. */
export interface TypedTextOptions {
  /** Characters the field may not hold, dropped as typed with a notice. */
  strip?: StripRule;
  /** Reshapes what is typed, silently (a PAN upper-cased, a password without spaces). */
  transform?: (typed: string) => string;
}

/**
 * A text field's value and handlers, `strip` and `transform` applied as it is typed, and its
 * message: the strip notice while it stands, else `ownError`, else the schema's or the server's.
 * The one mechanism of the kit's text inputs (TextField, PasswordField).
 */
export function useTextField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  strip,
  transform,
  ownError,
}: KitFieldProps<T, V, N> & TypedTextOptions & { ownError?: string | undefined }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const [notice, setNotice] = useState(false);
  return {
    ref: inputRef,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: { currentTarget: { value: string } }) => {
      const typed = transform ? transform(event.currentTarget.value) : event.currentTarget.value;
      if (!strip) return field.onChange(typed);
      const { value, stripped } = strip.rule(typed);
      if (stripped) setNotice(true);
      field.onChange(value);
    },
    onBlur: () => {
      setNotice(false);
      field.onBlur();
    },
    error: notice && strip ? t(strip.message) : (ownError ?? error),
  };
}

/**
 * A one-line text field; with `strip`, characters it may not hold are dropped as typed, with a
 * notice; with `transform`, what is typed is reshaped silently.
 */
export function TextField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  strip,
  transform,
  error: ownError,
  ...props
}: KitFieldProps<T, V, N> & Omit<TextInputProps, KitBound> & TypedTextOptions & { error?: string }) {
  const bound = useTextField({ control, name, strip, transform, ownError });
  return <TextInput {...props} {...bound} />;
}
