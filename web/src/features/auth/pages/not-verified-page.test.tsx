import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'v'.repeat(43);

describe('not-verified page', () => {
  it('confirms the address of a verification link and offers to sign in', async () => {
    const api = mockApi({
      'POST /auth/verification/confirm': { body: { message: 'Verified successfully' } },
    });
    const { user, router } = renderApp(`/not-verified?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Verified successfully' })).toBeTruthy();
    expect(api.callsTo('POST /auth/verification/confirm')).toHaveLength(1);
    expect(api.callsTo('POST /auth/verification/confirm')[0]?.body).toEqual({ token: TOKEN });

    mockApi({ 'GET /app-info': { body: { demo: false } } });
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows Email Expired for an old link and resends it', async () => {
    const api = mockApi({
      'POST /auth/verification/confirm': apiError(
        410,
        'link_expired',
        'This link has expired. Request a new one.',
      ),
      'POST /auth/links/resend': { status: 202, body: { message: 'A new link is on its way.' } },
    });
    const { user } = renderApp(`/not-verified?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Email Expired' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
    expect(screen.getByText('A new link is on its way.')).toBeTruthy();
    expect(api.callsTo('POST /auth/links/resend')[0]?.body).toEqual({ token: TOKEN });
  });

  it('shows a failed resend in an alert and stays put', async () => {
    mockApi({
      'POST /auth/verification/confirm': apiError(
        410,
        'link_expired',
        'This link has expired. Request a new one.',
      ),
      'POST /auth/links/resend': apiError(
        429,
        'too_many_attempts',
        'Too many attempts. Please wait a few minutes and try again.',
      ),
    });
    const { user } = renderApp(`/not-verified?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');
    expect(screen.getByRole('heading', { name: 'Email Expired' })).toBeTruthy();
  });

  it('offers to sign in for a link used before, its address being verified', async () => {
    const api = mockApi({
      'POST /auth/verification/confirm': apiError(
        400,
        'already_verified',
        'This link has already been used: your e-mail address is verified. You can sign in.',
      ),
    });
    const { user, router } = renderApp(`/not-verified?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeTruthy();
    expect(
      screen.getByText('This link has already been used: your e-mail address is verified. You can sign in.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();

    mockApi({ 'GET /app-info': { body: { demo: false } } });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.callsTo('POST /auth/verification/confirm')).toHaveLength(1);
  });

  it('offers Resend and sign in for a link that is not valid any more', async () => {
    const api = mockApi({
      'POST /auth/verification/confirm': apiError(
        400,
        'link_invalid',
        'This link is not valid any more. Request a new one.',
      ),
      'POST /auth/links/resend': { status: 202, body: { message: 'A new link is on its way.' } },
    });
    const { user } = renderApp(`/not-verified?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Back to login' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
    expect(api.callsTo('POST /auth/links/resend')[0]?.body).toEqual({ token: TOKEN });
  });

  it('turns to Already verified when Resend learns the address was verified meanwhile', async () => {
    mockApi({
      'POST /auth/verification/confirm': apiError(400, 'link_invalid', 'This link is not valid any more.'),
      'POST /auth/links/resend': apiError(
        400,
        'already_verified',
        'This link has already been used: your e-mail address is verified. You can sign in.',
      ),
    });
    const { user } = renderApp(`/not-verified?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('reads the state from the address when no page handed one over', async () => {
    renderApp('/not-verified?status=sent');
    expect(await screen.findByRole('heading', { name: 'Email Sent' })).toBeTruthy();
  });
});
