import { Group, Input, Text, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The share of a limit from which its counter shows: early enough to see it coming. */
const COUNTER_FROM = 0.9;

export interface TextLimit {
  /** Past the limit: the field's message shows, and what sends it may be held back. */
  over: boolean;
  /** '19,500 / 20,000 characters' once near the limit (or always, when asked), else null. */
  counter: string | null;
}

/**
 * Where a text stands against its limit (a shared schema's maximum): the counter near it and
 * whether it is passed. The field keeps what was typed or pasted beyond the limit, rather than
 * cutting it silently, so that the person sees why it cannot be sent.
 */
export function useTextLimit(length: number, max: number, alwaysCount = false): TextLimit {
  const { t, i18n } = useTranslation();
  const shown = alwaysCount || length >= max * COUNTER_FROM;
  const number = new Intl.NumberFormat(i18n.language);
  return {
    over: length > max,
    counter: shown
      ? t('{{used}} / {{max}} characters', { used: number.format(length), max: number.format(max) })
      : null,
  };
}

/** The counter under a field, red once past the limit. */
export function TextLimitCounter({ limit, id }: { limit: TextLimit; id?: string }) {
  if (!limit.counter) return null;
  return (
    <Text id={id} component="span" size="xs" c={limit.over ? 'red' : 'dimmed'} data-text-limit-counter>
      {limit.counter}
    </Text>
  );
}

/** The field's own message under it once the limit is passed (unless another message stands). */
export function textLimitError(limit: TextLimit, error: ReactNode, tooLongMessage: string): ReactNode {
  return error || (limit.over ? tooLongMessage : undefined);
}

export interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value'> {
  value: string;
  /** The shared schema's maximum for this field. */
  maxLength: number;
  /** The shared schema's message for a text over the limit, in English (translated here). */
  tooLongMessage: string;
  /** Show the counter from the first character (a short field whose limit matters, e.g. 500). */
  alwaysCount?: boolean;
}

/**
 * A long text field with its limit in sight: the counter once near the limit, and the field's
 * message as soon as it is passed, before anything is sent.
 */
export function LimitedTextarea({
  value,
  maxLength,
  tooLongMessage,
  alwaysCount = false,
  description,
  error,
  ...props
}: LimitedTextareaProps) {
  const { t } = useTranslation();
  const limit = useTextLimit(value.length, maxLength, alwaysCount);
  const counter = <TextLimitCounter limit={limit} />;
  return (
    <Textarea
      {...props}
      value={value}
      description={
        limit.counter ? (
          <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
            <span>{description}</span>
            {counter}
          </Group>
        ) : (
          description
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={textLimitError(limit, error, t(tooLongMessage))}
    />
  );
}

/** The counter and the over-limit message under a field that is not a Textarea (the rich text editor). */
export function TextLimitFooter({
  limit,
  message,
  id,
}: {
  limit: TextLimit;
  /** The message to show under the field (its own or the over-limit one), translated. */
  message: ReactNode;
  id: string;
}) {
  if (!limit.counter && !message) return null;
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      {message ? (
        <Input.Error id={`${id}-error`} role="alert">
          {message}
        </Input.Error>
      ) : (
        <span />
      )}
      <TextLimitCounter limit={limit} id={`${id}-counter`} />
    </Group>
  );
}
