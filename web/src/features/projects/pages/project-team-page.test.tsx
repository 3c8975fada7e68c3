import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import {
  memberRow,
  membersResponse,
  NO_ABILITIES,
  people,
  personOption,
  PROJECT_MANAGER,
} from '../projects-test-data.ts';

// Ada is the signed-in user: the server says she cannot remove herself.
const ROWS = [
  memberRow(people.ada, 'Ada Lovelace', false),
  memberRow(people.alan, 'Alan Turing'),
  memberRow(people.grace, 'Grace Hopper'),
];

async function openTeam(routes: Parameters<typeof mockApi>[0], path = '/project-team/7') {
  const api = mockApi(routes);
  const app = renderApp(path, { user: PROJECT_MANAGER });
  await screen.findByRole('heading', { level: 1, name: 'Project team( Apollo )' });
  return { ...app, api };
}

describe('project team', () => {
  it('names the project in the title and lists the team with e-mail and user type', async () => {
    await openTeam({ 'GET /projects/7/members?page=1': { body: membersResponse(ROWS) } });
    const grace = screen.getByRole('row', { name: /Grace Hopper/ });
    expect(within(grace).getByText('grace@example.com')).toBeTruthy();
    expect(within(grace).getByText('Member')).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects-list');
    expect(crumbs.getByText('Project team')).toBeTruthy();
  });

  it('never lets the signed-in user remove or select themself', async () => {
    const { user } = await openTeam({ 'GET /projects/7/members?page=1': { body: membersResponse(ROWS) } });
    const ada = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
    expect(within(ada).getByRole('checkbox', { name: 'Select Ada Lovelace' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    expect(screen.getByRole('checkbox', { name: 'Select Alan Turing' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select Grace Hopper' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Remove selected (2)' })).toBeTruthy();
  });

  it('confirms removing one person by name, then removes them', async () => {
    const { user, api } = await openTeam({
      'GET /projects/7/members?page=1': { body: membersResponse(ROWS) },
      'POST /projects/7/members/remove': { body: { changed: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove Grace Hopper in this project?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Grace Hopper has been removed from this project.')).toBeTruthy();
    expect(api.callsTo('POST /projects/7/members/remove')[0]?.body).toEqual({ userIds: [people.grace] });
  });

  it('confirms removing the selected people together', async () => {
    const { user, api } = await openTeam({
      'GET /projects/7/members?page=1': { body: membersResponse(ROWS) },
      'POST /projects/7/members/remove': { body: { changed: 2 } },
    });
    expect(screen.getByRole('button', { name: 'Remove selected' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove these users?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'No, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /projects/7/members/remove')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('2 users have been removed from this project.')).toBeTruthy();
    expect(api.callsTo('POST /projects/7/members/remove')[0]?.body).toEqual({
      userIds: [people.alan, people.grace],
    });
  });

  it('adds people who are not in the team yet, needing at least one', async () => {
    const { user, api } = await openTeam({
      'GET /projects/7/members?page=1': { body: membersResponse(ROWS) },
      'GET /projects/member-options?projectId=7': {
        body: {
          items: [
            personOption(people.linus, 'Linus Torvalds'),
            personOption(people.barbara, 'Barbara Liskov'),
          ],
        },
      },
      'POST /projects/7/members': { body: { changed: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add user' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(dialog.getByRole('combobox', { name: 'User name' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await dialog.findByText('User name is required!')).toBeTruthy();

    await choose(user, 'User name', /Linus Torvalds/);
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(await screen.findByText('The chosen users have been added to this project.')).toBeTruthy();
    expect(api.callsTo('POST /projects/7/members')[0]?.body).toEqual({ userIds: [people.linus] });
  });

  it('shows neither Add user nor removing without the abilities', async () => {
    await openTeam({
      'GET /projects/7/members?page=1': { body: membersResponse(ROWS, { abilities: NO_ABILITIES }) },
    });
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says there is nobody yet and how to start', async () => {
    await openTeam({ 'GET /projects/7/members?page=1': { body: membersResponse([]) } });
    expect(screen.getByText('No data found!')).toBeTruthy();
    expect(screen.getByText('Get started by adding a new user.')).toBeTruthy();
  });

  it('pages by 10 on the server', async () => {
    const { user, api } = await openTeam({
      'GET /projects/7/members?*': { body: membersResponse(ROWS, { total: 25 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.callsTo('GET /projects/7/members?page=3')).toHaveLength(1));
  });
});
