import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const NOT_DEMO = { body: { demo: false, demoPassword: null, version: '0.1.0' } };

async function openLogin(path = '/login') {
  const app = renderApp(path);
  const email = await screen.findByLabelText(/^Email/);
  const password = screen.getByLabelText(/^Password/);
  const submit = screen.getByRole('button', { name: 'Sign in' });
  return { ...app, email, password, submit };
}

describe('login form', () => {
  it('strips spaces from both fields as they are typed', async () => {
    mockApi({ 'GET /app-info': NOT_DEMO });
    const { user, email, password } = await openLogin();

    await user.type(email, ' ada @exam ple.com ');
    await user.type(password, 'Se cret 1! ');

    expect(email).toHaveProperty('value', 'ada@example.com');
    expect(password).toHaveProperty('value', 'Secret1!');
  });

  it("shows the spec's messages and keeps Sign in disabled until both fields are valid", async () => {
    mockApi({ 'GET /app-info': NOT_DEMO });
    const { user, email, password, submit } = await openLogin();
    expect(submit).toHaveProperty('disabled', true);

    await user.click(email);
    await user.click(password);
    expect(await screen.findByText('Email is required!')).toBeTruthy();

    await user.type(email, 'ada@example');
    expect(await screen.findByText('Please enter valid email!')).toBeTruthy();

    await user.click(email);
    expect(await screen.findByText('Password is required!')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);

    await user.type(email, '.com');
    await user.type(password, 'x');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByText('Please enter valid email!')).toBeNull();
    expect(screen.queryByText('Password is required!')).toBeNull();
  });

  it("shows the server's message in an alert, and typing clears it", async () => {
    const api = mockApi({
      'GET /app-info': NOT_DEMO,
      'POST /auth/login': apiError(401, 'invalid_credentials', 'Invalid email or password.'),
    });
    const { user, email, password } = await openLogin();

    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password.');
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'wrong' });

    await user.type(password, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an unverified user to the Not Verified screen, where Resend mails their address', async () => {
    const api = mockApi({
      'GET /app-info': NOT_DEMO,
      'POST /auth/login': apiError(403, 'email_not_verified', 'Your e-mail address is not verified yet.'),
      'POST /auth/verification/resend': {
        status: 202,
        body: { message: 'If an account exists for this e-mail, a link has been sent to it.' },
      },
    });
    const { user, email, password } = await openLogin();

    await user.type(email, 'new@example.com');
    await user.type(password, 'Secret1!{Enter}');

    expect(await screen.findByRole('heading', { name: 'Not Verified' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
    expect(screen.getByText(/check your spam folder/)).toBeTruthy();
    expect(api.callsTo('POST /auth/verification/resend')[0]?.body).toEqual({ email: 'new@example.com' });
  });

  it('returns to the page that was asked for once signed in', async () => {
    mockApi({ 'GET /app-info': NOT_DEMO, 'POST /auth/login': { body: { user: TEST_USER } } });
    const { user, email, password, router } = await openLogin('/projects-list?page=2');

    await user.type(email, 'ada@example.com');
    await user.type(password, 'Secret1!{Enter}');

    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/projects-list?page=2');
  });

  it('tells demo visitors the shared password', async () => {
    mockApi({ 'GET /app-info': { body: { demo: true, demoPassword: 'Orgdesk@2026', version: '0.1.0' } } });
    await openLogin();
    expect(
      await screen.findByText('Every demo account signs in with the password Orgdesk@2026.'),
    ).toBeTruthy();
  });

  it('names the demo account to try, with its password', async () => {
    mockApi({
      'GET /app-info': {
        body: { demo: true, demoPassword: 'Orgdesk@2026', demoEmail: 'admin@example.com', version: '0.1.0' },
      },
    });
    await openLogin();
    expect(
      await screen.findByText('Demo: sign in as admin@example.com with the password Orgdesk@2026.'),
    ).toBeTruthy();
  });
});
