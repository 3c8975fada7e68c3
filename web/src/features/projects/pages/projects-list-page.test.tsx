import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people, preview, projectItem, projectsResponse, PROJECT_MANAGER } from '../projects-test-data.ts';

const APOLLO = projectItem({
  id: 1,
  name: 'Apollo',
  description: 'Moon landing',
  memberCount: 5,
  members: [
    preview(people.ada, 'Ada Lovelace'),
    preview(people.grace, 'Grace Hopper'),
    preview(people.alan, 'Alan Turing'),
  ],
});
const ZEUS = projectItem({ id: 2, name: 'zeus', description: '' });

function query(call: RecordedCall | undefined): URLSearchParams {
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}

async function openList(routes: Parameters<typeof mockApi>[0], path = '/projects-list') {
  const api = mockApi(routes);
  const app = renderApp(path, { user: PROJECT_MANAGER });
  await screen.findByRole('heading', { level: 1, name: 'Projects' });
  const listCalls = () => api.callsStartingWith('GET /projects?');
  return { ...app, api, listCalls, lastQuery: () => query(listCalls().at(-1)) };
}

describe('projects list', () => {
  it('shows a card per project with its letter, description or a dash, and three avatars then +N', async () => {
    await openList({ 'GET /projects?*': { body: projectsResponse([APOLLO, ZEUS]) } });
    const apollo = (await screen.findByRole('link', { name: 'Apollo' })).closest('article')!;
    expect(within(apollo).getByText('A')).toBeTruthy();
    expect(within(apollo).getByText('Moon landing')).toBeTruthy();
    expect(within(apollo).getByText('+2')).toBeTruthy();
    expect(within(apollo).getByLabelText('2 more members')).toBeTruthy();
    const zeus = screen.getByRole('link', { name: 'zeus' }).closest('article')!;
    expect(within(zeus).getByText('Z')).toBeTruthy();
    expect(within(zeus).getByText('-')).toBeTruthy();
  });

  it('opens the details of a project from its card', async () => {
    const { user, router } = await openList({
      'GET /projects?*': { body: projectsResponse([APOLLO]) },
      [`GET /projects/${APOLLO.guid}/details`]: apiError(404, 'not_found', 'Project not found.'),
    });
    const link = await screen.findByRole('link', { name: 'Apollo' });
    expect(link.getAttribute('href')).toBe(`/project-details/${APOLLO.guid}`);
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project-details/${APOLLO.guid}`));
  });

  it('searches 800 ms after the last keystroke, keeping the search in the address', async () => {
    const { user, listCalls, router } = await openList({
      'GET /projects?*': { body: projectsResponse([APOLLO]) },
    });
    await screen.findByText('Apollo');
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'apo');
    expect(listCalls().filter((c) => query(c).has('search'))).toEqual([]);

    await waitFor(() => expect(listCalls().some((c) => query(c).get('search') === 'apo')).toBe(true), {
      timeout: 2000,
    });
    expect(listCalls().filter((c) => query(c).has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=apo');
  });

  it('pages by 12, from the address and from the pages below', async () => {
    const { user, lastQuery, router } = await openList(
      { 'GET /projects?*': { body: projectsResponse([APOLLO], { total: 30, page: 2 }) } },
      '/projects-list?search=a&page=2',
    );
    await screen.findByText('Apollo');
    expect(lastQuery().get('page')).toBe('2');
    expect(lastQuery().get('search')).toBe('a');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveProperty('value', 'a');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?search=a&page=3');
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
  });

  it('shows no pages for 12 projects or fewer', async () => {
    await openList({ 'GET /projects?*': { body: projectsResponse([APOLLO], { total: 12 }) } });
    await screen.findByText('Apollo');
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it("says 'No projects found!' when there are none", async () => {
    await openList({ 'GET /projects?*': { body: projectsResponse([]) } });
    expect(await screen.findByText('No projects found!')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    await openList({ 'GET /projects?*': () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    answer({ body: projectsResponse([APOLLO]) });
    expect(await screen.findByText('Apollo')).toBeTruthy();
  });

  it("shows a failure in a red alert, 'Something went wrong !' when it has no message", async () => {
    await openList({ 'GET /projects?*': apiError(403, 'forbidden', '') });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong !');
  });

  it('offers Add project only when the answer says the caller may create', async () => {
    await openList({ 'GET /projects?*': { body: projectsResponse([APOLLO], { canCreate: false }) } });
    await screen.findByText('Apollo');
    expect(screen.queryByRole('button', { name: 'Add project' })).toBeNull();
  });

  it('opens the Add project form when the caller may create', async () => {
    const { user } = await openList({
      'GET /projects?*': { body: projectsResponse([APOLLO], { canCreate: true }) },
      'GET /projects/member-options': { body: { items: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add project' }));
    expect(await screen.findByRole('dialog', { name: 'Add project' })).toBeTruthy();
  });
});
