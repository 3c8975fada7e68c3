import {
  NumberInput,
  TextInput,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextFieldLimit } from '../../lib/text-limit-of.ts';
import { LimitedTextarea } from '../text-limit.tsx';
import { useKitField, type KitFieldProps } from './field.ts';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'name';

/** A rule that strips what a field may not hold as it is typed (spec 001 §5), and what it then says. */
export interface StripRule {
  rule: (typed: string) => { value: string; stripped: boolean };
  /** The notice shown once a keystroke lost characters, until the field is left (English, translated here). */
  message: string;
}

/** A one-line text field; with `strip`, characters it may not hold are dropped as typed, with a notice. */
export function TextField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  strip,
  error: ownError,
  ...props
}: KitFieldProps<T, V, N> & Omit<TextInputProps, Bound> & { strip?: StripRule; error?: string }) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const [notice, setNotice] = useState(false);
  return (
    <TextInput
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (!strip) return field.onChange(typed);
        const { value, stripped } = strip.rule(typed);
        if (stripped) setNotice(true);
        field.onChange(value);
      }}
      onBlur={() => {
        setNotice(false);
        field.onBlur();
      }}
      error={notice && strip ? t(strip.message) : (ownError ?? error)}
    />
  );
}

/** A long text field with its schema's limit in sight (the counter, and the message once passed). */
export function TextareaField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  limit,
  ...props
}: KitFieldProps<T, V, N> &
  Omit<TextareaProps, Bound | 'maxLength'> & {
    limit: TextFieldLimit;
    /** Show the counter from the first character (a short field whose limit matters). */
    alwaysCount?: boolean;
  }) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <LimitedTextarea
      {...props}
      {...limit}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/**
 * A number; an emptied box holds null (the schema says whether one is required). What is half typed
 * ('-', '18.') stays as text, so the box keeps it, and the schema says it is not a number yet.
 */
export function NumberField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  ...props
}: KitFieldProps<T, V, N> & Omit<NumberInputProps, Bound>) {
  const { inputRef, field, error } = useKitField({ control, name });
  return (
    <NumberInput
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
