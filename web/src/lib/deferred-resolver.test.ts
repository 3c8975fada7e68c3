import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { deferredResolver } from './deferred-resolver.ts';

interface Values {
  email: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = (values) => ({ values, errors: {} });

describe('deferredResolver', () => {
  it('downloads nothing until the form starts, then validates with what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve(valid));
    const { resolver, start } = deferredResolver(load);

    let settled = false;
    const early = Promise.resolve(resolver({ email: 'a@b.co' }, undefined, options)).then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(settled).toBe(false);

    start();
    expect(await early).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    await resolver({ email: 'c@d.co' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(valid);
    const { resolver, start } = deferredResolver<Values>(load);
    start();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
