import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  APOLLO_GUID,
  NO_ABILITIES,
  projectDetails,
  projectsResponse,
  PROJECT_MANAGER,
} from '../projects-test-data.ts';

const DETAILS = `GET /projects/${APOLLO_GUID}/details`;

async function openDetails(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const app = renderApp(`/project-details/${APOLLO_GUID}`, { user: PROJECT_MANAGER });
  await screen.findByRole('heading', { level: 1, name: 'Project details' });
  return { ...app, api };
}

describe('project details', () => {
  it('shows the project, its creator and each task count as a link to those tasks', async () => {
    await openDetails({ [DETAILS]: { body: projectDetails() } });
    expect(await screen.findByRole('heading', { name: 'Apollo' })).toBeTruthy();
    expect(screen.getByText('Moon landing')).toBeTruthy();
    expect(screen.getByText('Grace Hopper', { selector: 'span' })).toBeTruthy();

    const expected = [
      ['New', 4],
      ['Active', 3],
      ['Completed', 9],
      ['In-progress', 2],
      ['In-active', 1],
      ['Overdue', 5],
    ] as const;
    for (const [status, count] of expected) {
      const link = screen.getByRole('link', { name: `${count} ${status}` });
      expect(link.getAttribute('href')).toBe(
        `/user-view?projectGuid=${APOLLO_GUID}&status=${encodeURIComponent(status)}`,
      );
      expect(within(link).getByText(String(count))).toBeTruthy();
    }
  });

  it("says 'N/A' when nobody is recorded as the creator", async () => {
    await openDetails({ [DETAILS]: { body: projectDetails({ createdBy: null }) } });
    await screen.findByRole('heading', { name: 'Apollo' });
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('shows the first members and leads to the project team', async () => {
    await openDetails({ [DETAILS]: { body: projectDetails({ memberCount: 9 }) } });
    const panel = within(await screen.findByRole('region', { name: 'Members' }));
    expect(panel.getByText('Ada Lovelace')).toBeTruthy();
    expect(panel.getByText('Members: 9')).toBeTruthy();
    expect(panel.getByText('+7 more')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'View project team' }).getAttribute('href')).toBe(
      '/project-team/7',
    );
  });

  it('shows a not-found state with the way back for a project out of sight', async () => {
    await openDetails({ [DETAILS]: apiError(404, 'not_found', 'Project not found.') });
    expect(await screen.findByText('Project not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe(
      '/projects-list',
    );
  });

  it('offers Edit and Delete only with the abilities', async () => {
    await openDetails({ [DETAILS]: { body: projectDetails({ abilities: NO_ABILITIES }) } });
    await screen.findByRole('heading', { name: 'Apollo' });
    expect(screen.queryByRole('button', { name: 'Edit project' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete project' })).toBeNull();
  });

  it('edits the name and description only, keeping the picture, and shows the new details', async () => {
    let stored = projectDetails();
    const { user, api } = await openDetails({
      [DETAILS]: () => ({ body: stored }),
      'GET /projects/availability?*': { body: { available: true, message: null } },
      'PUT /projects/7': () => {
        stored = projectDetails({ name: 'Artemis', description: 'Back to the moon' });
        return { body: stored };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit project' }));
    expect(dialog.queryByRole('combobox', { name: 'Users' })).toBeNull();
    const name = dialog.getByLabelText(/^Project name/);
    expect(name).toHaveProperty('value', 'Apollo');
    await user.clear(name);
    await user.type(name, 'Artemis');
    await user.tab();
    await waitFor(() =>
      expect(api.callsTo('GET /projects/availability?name=Artemis&excludeId=7')).toHaveLength(1),
    );
    const description = dialog.getByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'Back to the moon');
    await user.click(dialog.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Project Artemis has been updated.')).toBeTruthy();
    expect(api.callsTo('PUT /projects/7')[0]?.body).toEqual({
      name: 'Artemis',
      description: 'Back to the moon',
    });
    expect(await screen.findByRole('heading', { name: 'Artemis' })).toBeTruthy();
  });

  it('removes the picture when asked to', async () => {
    const withPicture = projectDetails({ thumbnailUrl: '/api/v1/projects/7/thumbnail?v=abc' });
    const { user, api } = await openDetails({
      [DETAILS]: { body: withPicture },
      'PUT /projects/7': { body: projectDetails() },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit project' }));
    await user.click(dialog.getByRole('button', { name: 'Remove thumbnail' }));
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await screen.findByText('Project Apollo has been updated.');
    expect(api.callsTo('PUT /projects/7')[0]?.body).toEqual({
      name: 'Apollo',
      description: 'Moon landing',
      thumbnailKey: null,
    });
  });

  it("confirms a delete and shows the server's refusal of a project with open tasks", async () => {
    const refusal = 'This project still has open tasks. Complete or close them before deleting the project.';
    const { user } = await openDetails({
      [DETAILS]: { body: projectDetails() },
      'DELETE /projects/7': apiError(409, 'open_tasks', refusal),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('You want to delete project Apollo?')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'No, cancel' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(refusal);
  });

  it('deletes the project, says so and goes back to the list', async () => {
    const { user, router, api } = await openDetails({
      [DETAILS]: { body: projectDetails() },
      'DELETE /projects/7': { status: 204 },
      'GET /projects?*': { body: projectsResponse([]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Project Apollo has been deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects-list'));
    expect(await screen.findByText('No projects found!')).toBeTruthy();
    expect(api.callsTo(DETAILS)).toHaveLength(1);
  });
});
