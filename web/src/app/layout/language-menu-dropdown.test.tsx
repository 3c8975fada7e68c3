import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n.ts';
import { apiError, mockApi, type MockResponse } from '../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';

const NOT_DEMO = { body: { demo: false, demoPassword: null, version: '0.1.0' } };

/** The dashboard's greeting: the first test of a run waits for the page's code, slow on a busy machine. */
const greeting = (name: string) => screen.findByRole('heading', { name }, { timeout: 15_000 });

/** Opens the language menu and picks a language by its own name. */
async function choose(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'Language' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('choosing a language', () => {
  it.each<[string, MockResponse]>([
    ['keeps it on the account of a signed-in person', { status: 204 }],
    ['switches all the same when the account cannot keep it', apiError(503, 'unavailable', 'Down')],
    [
      'switches all the same, still signed in, when the session has ended',
      apiError(401, 'unauthenticated', 'No'),
    ],
  ])('%s', async (_, answer) => {
    const api = mockApi({ 'PUT /me/language': answer });
    const { user, router } = renderApp('/dashboard', { user: TEST_USER });
    await greeting('Welcome Ada Lovelace');

    await choose(user, 'Français');

    await waitFor(() => expect(api.callsTo('PUT /me/language')).toHaveLength(1));
    expect(api.callsTo('PUT /me/language')[0]!.body).toEqual({ language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Bienvenue Ada Lovelace' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps a guest’s choice in this browser only', async () => {
    const api = mockApi({ 'GET /app-info': NOT_DEMO });
    const { user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    await choose(user, 'Español');

    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('the account’s language', () => {
  it('is taken by a browser that has no choice of its own', async () => {
    renderApp('/dashboard', { user: { ...TEST_USER, language: 'fr' } });
    expect(await greeting('Bienvenue Ada Lovelace')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
