import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

async function openBirthday(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /me/calendar-feed': { body: { active: false, createdAt: null } }, ...routes });
  const app = renderApp('/settings?tab=calendar', { user: TEST_USER });
  const section = within(await screen.findByRole('region', { name: 'Birthday' }));
  return { ...app, api, section };
}

describe('Settings > Calendar, one’s birthday', () => {
  it('shows a chosen day and month to the team, and stops showing it', async () => {
    const { api, user, section } = await openBirthday({
      'GET /me/birthday': { body: { birthday: null } },
      'PUT /me/birthday': { body: { birthday: { month: 2, day: 29 } } },
      'DELETE /me/birthday': { body: { birthday: null } },
    });
    await user.click(await section.findByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'February' }));
    await user.click(section.getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: '29' }));
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Your birthday is shown to your team.')).toBeTruthy();
    expect(api.callsTo('PUT /me/birthday')[0]?.body).toEqual({ month: 2, day: 29 });

    await user.click(section.getByRole('button', { name: 'Stop showing my birthday' }));
    expect(await section.findByText('Your birthday is no longer shown.')).toBeTruthy();
    expect(api.callsTo('DELETE /me/birthday')).toHaveLength(1);
    await waitFor(() =>
      expect(section.getByRole<HTMLInputElement>('combobox', { name: 'Month' }).value).toBe(''),
    );
    expect(section.queryByRole('button', { name: 'Stop showing my birthday' })).toBeNull();
  });

  it('refuses a day that month does not have, on the field, before asking the server', async () => {
    const { api, user, section } = await openBirthday({
      'GET /me/birthday': { body: { birthday: { month: 4, day: 30 } } },
      'PUT /me/birthday': apiError(422, 'validation_failed', 'Choose a day of that month.', [
        { path: 'day', message: 'Choose a day of that month.' },
      ]),
    });
    expect(await section.findByDisplayValue('April')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Stop showing my birthday' })).toBeTruthy();
    await user.click(section.getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: '31' }));
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Choose a day of that month.')).toBeTruthy();
    // The schema refuses 31 April before the server is asked.
    expect(api.callsTo('PUT /me/birthday')).toHaveLength(0);
  });
});
