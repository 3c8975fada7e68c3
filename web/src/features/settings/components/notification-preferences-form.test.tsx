import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../../../shared/rules/notifications.ts';
import type { NotificationPreferences } from '../../../../../shared/schemas/notifications.schema.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

function preferences(
  chosen: Partial<Record<NotificationKind, NotificationChannel>> = {},
): NotificationPreferences {
  return {
    items: NOTIFICATION_KIND_LIST.map((kind) => {
      const channel = chosen[kind] ?? NOTIFICATION_KINDS[kind];
      return {
        kind,
        channel,
        defaultChannel: NOTIFICATION_KINDS[kind],
        isDefault: channel === NOTIFICATION_KINDS[kind],
      };
    }),
  };
}

const URL = '/me/notification-preferences';

async function openNotificationSettings(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [`GET ${URL}`]: { body: preferences({ task_comment: 'off' }) }, ...routes });
  const app = renderApp('/settings?tab=notifications', { user: TEST_USER });
  await screen.findByRole('radiogroup', { name: /^Mentions/ });
  return { ...app, api };
}
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const option = (groupName: RegExp, label: string) =>
  within(group(groupName)).getByRole<HTMLInputElement>('radio', { name: label });

describe('notification settings', () => {
  it('shows each kind with its channel, and saves a change', async () => {
    const { api, user } = await openNotificationSettings({
      [`PUT ${URL}`]: { body: preferences({ task_comment: 'off', mention: 'in_app' }) },
    });
    expect(screen.getByRole('tab', { name: 'Notification settings', selected: true })).toBeTruthy();
    expect(option(/^Comments on my tasks/, 'Off').checked).toBe(true);
    expect(option(/^Mentions/, 'In the app and by e-mail at once').checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await user.click(option(/^Mentions/, 'In the app'));
    await user.click(save);

    expect(await screen.findByText('Your notification preferences have been saved.')).toBeTruthy();
    expect(api.callsTo(`PUT ${URL}`)[0]?.body).toMatchObject({ mention: 'in_app', task_comment: 'off' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
  });

  it('puts every kind back to its default with Reset to defaults, kept on Save', async () => {
    const { api, user } = await openNotificationSettings({ [`PUT ${URL}`]: { body: preferences() } });
    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(option(/^Comments on my tasks/, 'In the app and in the daily digest').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your notification preferences have been saved.');
    expect(api.callsTo(`PUT ${URL}`)[0]?.body).toEqual(
      Object.fromEntries(NOTIFICATION_KIND_LIST.map((kind) => [kind, NOTIFICATION_KINDS[kind]])),
    );
  });

  it("shows the server's refusal under the kind it is about", async () => {
    const { user } = await openNotificationSettings({
      [`PUT ${URL}`]: apiError(422, 'validation_failed', 'Please choose from the list.', [
        { path: 'letter', message: 'Please choose from the list.' },
      ]),
    });
    await user.click(option(/^Letters/, 'Off'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Please choose from the list.');
    // Said under the Letters choice, and read with it.
    expect(message.id).not.toBe('');
    expect(group(/^Letters/).getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says when the preferences cannot be read', async () => {
    mockApi({ [`GET ${URL}`]: apiError(500, 'internal_error', 'Something went wrong.') });
    renderApp('/settings?tab=notifications', { user: TEST_USER });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });

  it('keeps the tab in the address', async () => {
    mockApi({ [`GET ${URL}`]: { body: preferences() }, [`GET /users/${TEST_USER.id}`]: { status: 404 } });
    const { router, user } = renderApp('/settings', { user: TEST_USER });
    await user.click(await screen.findByRole('tab', { name: 'Notification settings' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
    expect(await screen.findByRole('radiogroup', { name: /^Mentions/ })).toBeTruthy();
  });
});
