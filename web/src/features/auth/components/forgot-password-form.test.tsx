import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOT_DEMO = { body: { demo: false, demoPassword: null, version: '0.1.0' } };
const SENT: MockResponse = {
  status: 202,
  body: { message: 'If an account exists for this e-mail, a link has been sent to it.' },
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openForgotPassword(answer: MockResponse | (() => MockResponse)) {
  const api = mockApi({ 'GET /app-info': NOT_DEMO, 'POST /auth/password/forgot': answer });
  const app = renderApp('/forgot-password');
  const email = await screen.findByLabelText(/^Email/);
  const reset = screen.getByRole('button', { name: 'Reset' });
  return { ...app, api, email, reset };
}

describe('forgot password form', () => {
  it('asks for one e-mail when Reset is clicked twice faster than the page redraws', async () => {
    const { user, api, email, reset } = await openForgotPassword(SENT);
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(reset).toHaveProperty('disabled', false));

    act(() => {
      reset.click();
      reset.click();
    });

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
    const posts = api.callsTo('POST /auth/password/forgot');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(posts[0]?.headers['idempotency-key']).toMatch(UUID);
  });

  it('takes Reset again after a lost answer, the same address with the same key, another with a new one', async () => {
    let attempts = 0;
    const { user, api, email, reset } = await openForgotPassword(() => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return SENT;
    });
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(reset).toHaveProperty('disabled', false));

    await user.click(reset);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not reach the server.');
    await waitFor(() => expect(reset).toHaveProperty('disabled', false));
    await user.click(reset);
    await waitFor(() => expect(api.callsTo('POST /auth/password/forgot')).toHaveLength(2));
    await waitFor(() => expect(reset).toHaveProperty('disabled', false));

    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(reset);
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();

    const [first, retry, other] = api
      .callsTo('POST /auth/password/forgot')
      .map((call) => call.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
    expect(other).toMatch(UUID);
    expect(other).not.toBe(first);
  });
});
