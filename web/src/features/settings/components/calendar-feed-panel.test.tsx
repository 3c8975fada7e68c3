import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const URL = '/me/calendar-feed';
const ADDRESS = `http://localhost:3000/api/v1/calendar-feeds/${'a'.repeat(43)}.ics`;

async function openCalendarSettings(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const app = renderApp('/settings?tab=calendar', { user: TEST_USER });
  await screen.findByRole('heading', { name: 'Calendar feed' });
  return { ...app, api };
}

describe('Settings > Calendar feed', () => {
  it('makes an address and shows it once, with a copy button', async () => {
    const { api, user } = await openCalendarSettings({
      [`GET ${URL}`]: { body: { active: false, createdAt: null } },
      [`POST ${URL}`]: { status: 201, body: { url: ADDRESS, createdAt: '2026-11-28T10:00:00.000Z' } },
    });
    expect(screen.getByRole('tab', { name: 'Calendar', selected: true })).toBeTruthy();
    expect(await screen.findByText('You have no calendar feed yet.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Make a feed address' }));

    expect(await screen.findByText('Your new calendar feed address is ready. Copy it now.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your feed address' }).value).toBe(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByText(/This is the only time the address is shown/)).toBeTruthy();
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(1);
    // Now on, a new address or turning it off are offered instead.
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn the feed off' })).toBeTruthy();
  });

  it('says since when a feed exists, and makes a new address only once confirmed', async () => {
    const { api, user } = await openCalendarSettings({
      [`GET ${URL}`]: { body: { active: true, createdAt: '2026-11-20T04:30:00.000Z' } },
      [`POST ${URL}`]: { status: 201, body: { url: ADDRESS, createdAt: '2026-11-28T10:00:00.000Z' } },
    });
    expect(
      await screen.findByText(
        'Your feed address was made on 20-11-2026 10:00. It is shown only when it is made: if you need it again, make a new one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your feed address' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address' });
    await user.click(within(dialog).getByRole('button', { name: 'No, cancel' }));
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Make a new address' })).getByRole('button', {
        name: 'Yes, make a new address',
      }),
    );
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your feed address' })).value).toBe(
      ADDRESS,
    );
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(1);
  });

  it('turns the feed off once confirmed, and shows a refusal in the dialog', async () => {
    let deletes = 0;
    const { api, user } = await openCalendarSettings({
      [`GET ${URL}`]: { body: { active: true, createdAt: '2026-11-20T04:30:00.000Z' } },
      [`DELETE ${URL}`]: () =>
        ++deletes === 1
          ? apiError(503, 'database_unavailable', 'The service is briefly unavailable. Please try again.')
          : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn the feed off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn the feed off' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, turn it off' }));
    // The spec's general message for a failure the server does not explain.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Something went wrong !');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, turn it off' }));
    expect(await screen.findByText('Your calendar feed is off. Its address no longer works.')).toBeTruthy();
    expect(screen.getByText('You have no calendar feed yet.')).toBeTruthy();
    expect(api.callsTo(`DELETE ${URL}`)).toHaveLength(2);
  });
});
