import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey, useFormSubmit, type FormSubmitOptions } from './use-form-submit.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A promise the test settles by hand: an answer still on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Values {
  name: string;
}

/** The mechanism over a plain source whose values the test sets; `send` records each call. */
function setup(options: Partial<FormSubmitOptions<Values, string>> = {}) {
  let values: Values | null = { name: 'Launch' };
  const answers: ReturnType<typeof deferred<string>>[] = [];
  const send = vi.fn((_values: Values, _key: string) => {
    const answer = deferred<string>();
    answers.push(answer);
    return answer.promise;
  });
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const hook = renderHook(() => useFormSubmit(async () => values, { send, onSuccess, onError, ...options }));
  return {
    hook,
    send,
    onSuccess,
    onError,
    answers,
    setValues: (next: Values | null) => {
      values = next;
    },
    keys: () => send.mock.calls.map(([, key]) => key),
    /** Submits, and lets the submission run up to its request without waiting for the answer. */
    submit: () =>
      act(async () => {
        void hook.result.current.onSubmit();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

describe('useFormSubmit', () => {
  it('sends once for two submits in a row, and is submitting from the first one', async () => {
    const { hook, send, answers, onSuccess, submit } = setup();
    const preventDefault = vi.fn();

    await act(async () => {
      // Both events arrive before React renders: the second one must find the form locked.
      void hook.result.current.onSubmit({ preventDefault });
      void hook.result.current.onSubmit({ preventDefault });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(preventDefault).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(hook.result.current.submitting).toBe(true);

    await act(async () => answers[0]!.resolve('saved'));
    expect(onSuccess).toHaveBeenCalledWith('saved', { name: 'Launch' });
    // A saved form is done: it stays locked, and another submit sends nothing.
    expect(hook.result.current.submitting).toBe(true);
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('unlocks after a failure; the same values keep their key, new values get a new one', async () => {
    const { hook, send, answers, onError, keys, setValues, submit } = setup();

    await submit();
    await act(async () => answers[0]!.reject(new Error('timed out')));
    expect(onError).toHaveBeenCalledWith(new Error('timed out'), { name: 'Launch' });
    expect(hook.result.current.submitting).toBe(false);

    // A retry of the same values is the same submission: the server can replay its first answer.
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!.reject(new Error('timed out')));

    setValues({ name: 'Launch plan' });
    await submit();
    expect(send).toHaveBeenCalledTimes(3);

    const [first, retry, changed] = keys();
    expect(first).toMatch(UUID_V4);
    expect(retry).toBe(first);
    expect(changed).toMatch(UUID_V4);
    expect(changed).not.toBe(first);
  });

  it('renews the key after a success, and a form that stays takes the same values again', async () => {
    const { hook, send, answers, keys, submit } = setup({ afterSuccess: 'unlock' });

    await submit();
    await act(async () => answers[0]!.resolve('saved'));
    expect(hook.result.current.submitting).toBe(false);

    await submit();
    await act(async () => answers[1]!.resolve('saved again'));
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = keys();
    expect(second).not.toBe(first);
  });

  it('sends nothing while the values are not valid, and stays usable', async () => {
    const { hook, send, setValues, submit } = setup();
    setValues(null);
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.submitting).toBe(false);

    setValues({ name: 'Launch' });
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("runs a react-hook-form form's validation, locked from the event on, before sending its parsed values", async () => {
    const schema = z.object({ name: z.string().trim().min(1, 'Task name is required!') });
    const send = vi.fn(async (_values: { name: string }, _key: string) => 'saved');
    const hook = renderHook(() => {
      const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
        resolver: zodResolver(schema),
        defaultValues: { name: '' },
      });
      return { form, submit: useFormSubmit(form, { send }) };
    });

    await act(() => hook.result.current.submit.onSubmit());
    expect(send).not.toHaveBeenCalled();
    expect(hook.result.current.form.getFieldState('name').error?.message).toBe('Task name is required!');

    act(() => hook.result.current.form.setValue('name', '  Launch  '));
    await act(async () => {
      // The resolver is asynchronous: the second submit comes while the first is still validating.
      await Promise.all([hook.result.current.submit.onSubmit(), hook.result.current.submit.onSubmit()]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Launch' });
  });

  it('builds a version 4 UUID where crypto.randomUUID is missing (plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    expect(keys[0]).toMatch(UUID_V4);
    expect(keys[1]).toMatch(UUID_V4);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
