import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

async function openAccountSettings(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const app = renderApp('/settings?tab=account', { user: TEST_USER });
  const current = await screen.findByLabelText(/^Current password/);
  const next = screen.getByLabelText(/^New password/);
  const confirm = screen.getByLabelText(/^Confirm password/);
  const update = screen.getByRole('button', { name: 'Update' });
  return { ...app, api, current, next, confirm, update };
}

describe('account settings', () => {
  it('enables Update only when the current password is filled and the new one is valid', async () => {
    const { user, current, next, confirm, update } = await openAccountSettings({});
    expect(update).toHaveProperty('disabled', true);

    await user.type(next, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!');
    expect(update).toHaveProperty('disabled', true);

    await user.type(current, 'Abcdef1!');
    await user.tab();
    expect(await screen.findByText('New password and current password should not be same.')).toBeTruthy();
    expect(update).toHaveProperty('disabled', true);

    await user.clear(current);
    await user.type(current, 'Old-pass1');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
  });

  it('says the new password equals the current one when the fields are filled in order', async () => {
    const { user, current, next, confirm, update } = await openAccountSettings({});
    await user.type(current, 'Abcdef1!');
    await user.type(next, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!');
    await user.tab();

    const message = await screen.findByText('New password and current password should not be same.');
    expect(next.closest('.mantine-InputWrapper-root')?.contains(message)).toBe(true);
    expect(update).toHaveProperty('disabled', true);

    await user.clear(next);
    await user.type(next, 'Other#Pass2');
    await user.clear(confirm);
    await user.type(confirm, 'Other#Pass2');
    await waitFor(() => expect(update).toHaveProperty('disabled', false));
    expect(screen.queryByText('New password and current password should not be same.')).toBeNull();
  });

  it("puts the server's same-password refusal under the new password", async () => {
    const { user, current, next, confirm } = await openAccountSettings({
      'POST /auth/password/change': apiError(422, 'validation_failed', 'Invalid', [
        { path: 'newPassword', message: 'New password and current password should not be same.' },
      ]),
    });
    await user.type(current, 'Old-pass1');
    await user.type(next, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!{Enter}');

    const message = await screen.findByText('New password and current password should not be same.');
    expect(next.closest('.mantine-InputWrapper-root')?.contains(message)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's field message under the current password", async () => {
    const { user, current, next, confirm } = await openAccountSettings({
      'POST /auth/password/change': apiError(422, 'validation_failed', 'Invalid', [
        { path: 'currentPassword', message: 'Please enter correct current password!' },
      ]),
    });

    await user.type(current, 'Wrong-pass1');
    await user.type(next, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!{Enter}');

    expect(await screen.findByText('Please enter correct current password!')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs the person out after a change: Login, with the answer in a notice titled Account settings', async () => {
    const changed = 'Your password has been changed. Sign in with your new password.';
    const { user, api, router, queryClient, current, next, confirm } = await openAccountSettings({
      'POST /auth/password/change': { body: { message: changed } },
      'GET /app-info': { body: { demo: false } },
    });

    await user.type(current, 'Old-pass1');
    await user.type(next, 'Abcdef1!');
    await user.type(confirm, 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    const notice = (await screen.findByText(changed)).closest('.mantine-Notification-root');
    expect(notice?.textContent).toContain('Account settings');
    // Nothing of the signed-out person stays in the cache, and no page is remembered for later.
    expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
    expect(router.state.location.state).toBeNull();
    expect(api.callsTo('POST /auth/password/change')[0]?.body).toEqual({
      currentPassword: 'Old-pass1',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
  });

  it('refuses a pasted confirmation here too', async () => {
    const { user, confirm } = await openAccountSettings({});
    await user.click(confirm);
    await user.paste('Abcdef1!');
    expect(confirm).toHaveProperty('value', '');
  });
});
