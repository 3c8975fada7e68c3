import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';

/** The sidebar at /self-appraisal, where its HR Management and Performance Matrix groups are open. */
async function performanceMatrix(reviewAppraisals: boolean) {
  mockApi({ 'GET /appraisals/mine': { body: { items: [] } } });
  renderApp('/self-appraisal', {
    user: { ...TEST_USER, abilities: { ...TEST_USER.abilities, reviewAppraisals } },
  });
  const sidebar = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
  await sidebar.findByRole('link', { name: 'Self Appraisal' });
  return sidebar;
}

describe('the sidebar’s Manager Appraisal entry', () => {
  it('is left out for someone the server says has nobody to review', async () => {
    const sidebar = await performanceMatrix(false);
    expect(sidebar.queryByRole('link', { name: 'Manager Appraisal' })).toBeNull();
  });

  it('is offered to a reviewer (someone with reports, or HR), as the server says', async () => {
    const sidebar = await performanceMatrix(true);
    expect(sidebar.getByRole('link', { name: 'Manager Appraisal' }).getAttribute('href')).toBe(
      '/manager-appraisal',
    );
  });
});
