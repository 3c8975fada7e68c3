import type { FieldValues, Resolver } from 'react-hook-form';

export interface DeferredResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts the download; the form calls it when the person first types or leaves a field. */
  start: () => void;
}

/**
 * A form resolver whose code (a shared schema, and zod with it) is downloaded once the person
 * starts filling the form, not before the form can take input. Validations asked for before then
 * (react-hook-form's check on mount) wait, so the submit button stays disabled as for an empty
 * form. A failed download is tried again at the next validation.
 */
export function deferredResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): DeferredResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const ensureLoading = () => {
    markStarted();
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    start: () => void ensureLoading().catch(() => undefined),
    resolver: async (values, context, options) => {
      await started;
      const resolve = await ensureLoading();
      return resolve(values, context, options);
    },
  };
}
