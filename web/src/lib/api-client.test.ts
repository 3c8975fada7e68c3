import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../test/mock-api.ts';
import {
  ApiError,
  apiClient,
  apiDownload,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  resetUnauthorizedGuard,
  setUnauthorizedHandler,
  TIMEOUT_ERROR_MESSAGE,
} from './api-client.ts';

/** `route` refuses the CSRF token once, then answers 201; /app-info hands out a fresh cookie. */
function csrfRefusedOnce(route: string) {
  let attempts = 0;
  return {
    'GET /app-info': { body: { demo: false, demoPassword: null, version: '1' } },
    [route]: () => {
      attempts += 1;
      return attempts === 1 ? apiError(403, 'csrf_failed', 'Refused') : { status: 201, body: { ok: true } };
    },
  };
}

describe('api client', () => {
  it('sends the CSRF cookie as the x-csrf-token header on unsafe methods only', async () => {
    document.cookie = 'orgdesk_csrf=a%2Bb%3D';
    const api = mockApi({ 'GET /things': { body: [] }, 'POST /things': { status: 201, body: { id: 1 } } });

    await apiClient.get('/things');
    await expect(apiClient.post('/things', { name: 'x' })).resolves.toEqual({ id: 1 });

    const [get, post] = api.calls;
    expect(get?.headers['x-csrf-token']).toBeUndefined();
    expect(post?.headers['x-csrf-token']).toBe('a+b=');
    expect(post?.headers['Content-Type']).toBe('application/json');
    expect(post?.body).toEqual({ name: 'x' });
    expect(api.fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('fetches a fresh CSRF cookie and retries once when the server refuses the token', async () => {
    const api = mockApi({
      ...csrfRefusedOnce('POST /things'),
    });

    await expect(apiClient.post('/things', {})).resolves.toEqual({ ok: true });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /things',
      'GET /app-info',
      'POST /things',
    ]);
  });

  it('names the submission in the Idempotency-Key header when asked, also on the CSRF retry', async () => {
    const api = mockApi({
      ...csrfRefusedOnce('POST /things'),
      'PUT /things/1': { body: { ok: true } },
    });

    await apiClient.post('/things', {}, { idempotencyKey: 'key-1' });
    await apiClient.put('/things/1', {});

    const [first, appInfo, retry, update] = api.calls;
    expect(first?.headers['idempotency-key']).toBe('key-1');
    expect(appInfo?.headers['idempotency-key']).toBeUndefined();
    expect(retry?.headers['idempotency-key']).toBe('key-1');
    expect(update?.headers['idempotency-key']).toBeUndefined();
  });

  it('downloads by POST with a JSON body and the CSRF header, retrying once on a refused token', async () => {
    document.cookie = 'orgdesk_csrf=tok';
    const api = mockApi({ ...csrfRefusedOnce('POST /things/export.csv') });

    const blob = await apiDownload('/things/export.csv', { method: 'POST', body: { ids: [1, 2] } });

    expect(await blob.text()).toBe(JSON.stringify({ ok: true }));
    const [first, , retry] = api.calls;
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /things/export.csv',
      'GET /app-info',
      'POST /things/export.csv',
    ]);
    for (const call of [first, retry]) {
      expect(call?.body).toEqual({ ids: [1, 2] });
      expect(call?.headers['x-csrf-token']).toBe('tok');
      expect(call?.headers.Accept).toBe('*/*');
    }
  });

  it('turns a failed download into an ApiError', async () => {
    mockApi({ 'GET /things/1/export.csv': apiError(404, 'not_found', 'Task not found.') });
    await expect(apiDownload('/things/1/export.csv')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'not_found',
      message: 'Task not found.',
    });
  });

  it('turns the error body into an ApiError carrying status, code, message and field details', async () => {
    mockApi({
      'POST /auth/password/change': apiError(422, 'validation_failed', 'Check the fields', [
        { path: 'currentPassword', message: 'Please enter correct current password!' },
      ]),
    });

    const error = await apiClient.post('/auth/password/change', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Check the fields',
      details: [{ path: 'currentPassword', message: 'Please enter correct current password!' }],
    });
  });

  it('shows a generic message for a server error, never what the body says', async () => {
    mockApi({ 'GET /boom': apiError(500, 'internal', 'TypeError: x is undefined at db.ts:12') });
    await expect(apiClient.get('/boom')).rejects.toMatchObject({
      status: 500,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('explains a lost connection and a time-out in words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });

    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const pending = apiClient.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ code: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
  });

  it('reports a lost session once, however many calls answer 401 at the same time', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({
      'GET /a': apiError(401, 'unauthenticated', 'Sign in'),
      'GET /b': apiError(401, 'unauthenticated', 'Sign in'),
    });

    await Promise.allSettled([apiClient.get('/a'), apiClient.get('/b'), apiClient.get('/a')]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // After signing in again, the next lost session is reported again.
    resetUnauthorizedGuard();
    await apiClient.get('/a').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves a 401 to the caller when the call expects it (a wrong password at sign-in)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'POST /auth/login': apiError(401, 'invalid_credentials', 'Invalid email or password.') });

    await expect(apiClient.post('/auth/login', {}, { authRedirect: false })).rejects.toMatchObject({
      code: 'invalid_credentials',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
