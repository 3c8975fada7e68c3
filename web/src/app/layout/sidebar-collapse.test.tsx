import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';
import { SIDEBAR_COLLAPSED_KEY } from './app-shell-layout.tsx';

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

describe('the collapsible desktop sidebar', () => {
  it('collapses to named icons, remembers it, and expands again', async () => {
    const { user } = renderApp('/dashboard', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));

    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    // The labels leave the screen; each link keeps its name for screen readers.
    const users = sidebar().getByRole('link', { name: 'Users' });
    expect(users.getAttribute('aria-label')).toBe('Users');
    const labelBox = () => getComputedStyle(sidebar().getByText('Users').parentElement!).display;
    expect(labelBox()).toBe('none');

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
    expect(labelBox()).not.toBe('none');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
  });

  it('starts collapsed when this browser remembers it so, and names an icon on keyboard focus', async () => {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    renderApp('/dashboard', { user: TEST_USER });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();

    sidebar().getByRole('link', { name: 'Projects' }).focus();
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Projects'));
  });
});
