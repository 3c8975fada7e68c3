import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'A'.repeat(43);
const LINK_OK = { body: { purpose: 'reset_password' } };

async function openResetForm(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /auth/links/check': LINK_OK,
    'GET /app-info': { body: { demo: false } },
    ...routes,
  });
  const app = renderApp(`/ResetPassword/${TOKEN}`);
  const newPassword = await screen.findByLabelText(/^New password/);
  const confirm = screen.getByLabelText(/^Confirm password/);
  const submit = screen.getByRole('button', { name: 'Reset' });
  return { ...app, api, newPassword, confirm, submit };
}

function ruleMet(label: string): string | null | undefined {
  return screen.getByText(label).closest('[data-met]')?.getAttribute('data-met');
}

describe('reset password page', () => {
  it('checks the link, then ticks each password rule live in the popover', async () => {
    const { user, api, newPassword } = await openResetForm();
    expect(api.callsTo('POST /auth/links/check')[0]?.body).toEqual({ token: TOKEN });

    await user.click(newPassword);
    expect(await screen.findByText('Lowercase letter')).toBeTruthy();
    for (const rule of [
      'Lowercase letter',
      'Uppercase letter',
      'Number',
      'Special character',
      '8 characters',
    ]) {
      expect(ruleMet(rule)).toBe('false');
    }

    await user.type(newPassword, 'abc');
    expect(ruleMet('Lowercase letter')).toBe('true');
    expect(ruleMet('Uppercase letter')).toBe('false');

    await user.type(newPassword, 'DE1!xy');
    for (const rule of [
      'Lowercase letter',
      'Uppercase letter',
      'Number',
      'Special character',
      '8 characters',
    ]) {
      expect(ruleMet(rule)).toBe('true');
    }
  });

  it('says when the confirmation does not match and enables Reset only when it does', async () => {
    const { user, newPassword, confirm, submit } = await openResetForm();

    await user.type(newPassword, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1?');
    await user.tab();
    expect(await screen.findByText('New password and confirm password must match!')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);

    await user.clear(confirm);
    await user.type(confirm, 'Abcdef1!');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByText('New password and confirm password must match!')).toBeNull();
  });

  it('does not complain about the confirmation before the user reaches it', async () => {
    const { user, newPassword, confirm } = await openResetForm();
    await user.type(newPassword, 'Abcdef1!');
    await user.click(confirm);
    expect(screen.queryByText('Confirm password is required!')).toBeNull();

    await user.tab();
    expect(await screen.findByText('Confirm password is required!')).toBeTruthy();
  });

  it('shows the rule message for a weak new password', async () => {
    const { user, newPassword, confirm } = await openResetForm();
    await user.type(newPassword, 'abcdefgh');
    await user.click(confirm);
    expect(await screen.findByText('New password is invalid!')).toBeTruthy();
  });

  it('refuses a pasted confirmation', async () => {
    const { user, confirm } = await openResetForm();
    await user.click(confirm);
    await user.paste('Abcdef1!');
    expect(confirm).toHaveProperty('value', '');
  });

  it('resets the password and goes to the sign-in page with a notification', async () => {
    const { user, api, newPassword, confirm, router } = await openResetForm({
      'POST /auth/password/reset': {
        body: { message: 'Your password has been reset. Sign in with your new password.' },
      },
    });

    await user.type(newPassword, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!{Enter}');

    expect(
      await screen.findByText('Your password has been reset. Sign in with your new password.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /auth/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
  });

  it('sends an expired link to the Email Expired state, whose Resend mails a fresh link', async () => {
    const api = mockApi({
      'POST /auth/links/check': apiError(410, 'link_expired', 'This link has expired. Request a new one.'),
      'POST /auth/links/resend': {
        status: 202,
        body: { message: 'If an account exists for this e-mail, a link has been sent to it.' },
      },
    });
    const { user } = renderApp(`/ResetPassword/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Email Expired' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
    expect(api.callsTo('POST /auth/links/resend')[0]?.body).toEqual({ token: TOKEN });
  });

  it('explains an invalid link and offers to request a new one', async () => {
    mockApi({ 'POST /auth/links/check': apiError(400, 'link_invalid', 'This link is not valid any more.') });
    renderApp(`/resetpassword/${TOKEN}`);

    expect(await screen.findByText('This link is not valid any more. Request a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the refusal of the current password under New password and keeps the page', async () => {
    const { user, newPassword, confirm, router } = await openResetForm({
      'POST /auth/password/reset': apiError(422, 'validation_failed', 'Invalid', [
        { path: 'newPassword', message: 'New password and current password should not be same.' },
      ]),
    });

    await user.type(newPassword, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!{Enter}');

    const message = await screen.findByText('New password and current password should not be same.');
    expect(newPassword.closest('.mantine-InputWrapper-root')?.contains(message)).toBe(true);
    expect(router.state.location.pathname).toBe(`/ResetPassword/${TOKEN}`);
  });

  it('says "Set your password" on the button and in the notification of an invitation', async () => {
    const set = 'Your password has been set. Sign in with your new password.';
    mockApi({
      'POST /auth/links/check': { body: { purpose: 'invitation' } },
      'POST /auth/password/reset': { body: { message: set } },
      'GET /app-info': { body: { demo: false } },
    });
    const { user, router } = renderApp(`/ResetPassword/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();

    await user.type(screen.getByLabelText(/^New password/), 'Abcdef1!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Set your password' }));

    const notice = (await screen.findByText(set)).closest('.mantine-Notification-root');
    expect(notice?.textContent).toContain('Set your password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
