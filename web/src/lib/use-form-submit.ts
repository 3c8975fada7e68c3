import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Where the values come from: a react-hook-form form (its resolver runs and its errors show, as on
 * any submit), or a function answering the values once valid, or null when not (nothing is sent).
 */
export type SubmitSource<TFieldValues extends FieldValues, TContext, TValues> =
  UseFormReturn<TFieldValues, TContext, TValues> | (() => Promise<TValues | null>);

export interface FormSubmitOptions<TValues, TResult> {
  /**
   * Sends the values. The key stays the same while the values do, so a retry after a lost answer
   * is one the server can recognise and answer with its first answer (the Idempotency-Key header).
   */
  send: (values: TValues, idempotencyKey: string) => Promise<TResult>;
  onSuccess?: (result: TResult, values: TValues) => void | Promise<void>;
  onError?: (error: unknown, values: TValues) => void;
  /**
   * After a success the form stays locked ('lock', the default: a saved form is done, its caller
   * closes it or leaves), or takes new input again ('unlock': a settings form that stays on screen).
   */
  afterSuccess?: 'lock' | 'unlock';
}

export interface FormSubmit {
  /** True from the first submit event until a failed answer (or for good after a success that locks). */
  submitting: boolean;
  /** The form's submit handler; a submit while one is under way does nothing. */
  onSubmit: (event?: { preventDefault(): void }) => Promise<void>;
}

/**
 * The one way a form submits: the first submit (a click, a double click's second click, Enter)
 * locks the form at once, before validation, so that a second one never sends a second request.
 */
export function useFormSubmit<
  TValues,
  TResult,
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
>(
  source: SubmitSource<TFieldValues, TContext, TValues>,
  options: FormSubmitOptions<TValues, TResult>,
): FormSubmit {
  // A ref, not state: two submit events can arrive before React renders the disabled button.
  const locked = useRef(false);
  const lastAttempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const keyFor = (values: TValues): string => {
    const fingerprint = fingerprintOf(values);
    if (lastAttempt.current?.fingerprint !== fingerprint) {
      lastAttempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    return lastAttempt.current.key;
  };

  const onSubmit = async (event?: { preventDefault(): void }): Promise<void> => {
    event?.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setSubmitting(true);
    let stayLocked = false;
    try {
      const values = await (typeof source === 'function' ? source() : validValues(source));
      if (values === null) return;
      const idempotencyKey = keyFor(values);
      let result: TResult;
      try {
        result = await options.send(values, idempotencyKey);
      } catch (error) {
        // The key is kept: the same values sent again are the same submission.
        options.onError?.(error, values);
        return;
      }
      lastAttempt.current = null;
      stayLocked = options.afterSuccess !== 'unlock';
      await options.onSuccess?.(result, values);
    } finally {
      if (!stayLocked) {
        locked.current = false;
        setSubmitting(false);
      }
    }
  };

  return { submitting, onSubmit };
}

/** Runs the form's validation as a submit does: its parsed values, or null when a field is wrong. */
function validValues<TFieldValues extends FieldValues, TContext, TValues>(
  form: UseFormReturn<TFieldValues, TContext, TValues>,
): Promise<TValues | null> {
  return new Promise<TValues | null>((resolve, reject) => {
    form
      .handleSubmit(
        (values) => resolve(values),
        () => resolve(null),
      )()
      .then(() => resolve(null), reject);
  });
}

/** The same values give the same text, whatever order their keys were set in. */
function fingerprintOf(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : value,
  );
}

/** A random UUID; crypto.randomUUID exists only on secure origins, so plain http builds one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte, index) => {
    // Version 4 and the RFC 4122 variant, as randomUUID sets them.
    const value = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return value.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
