import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { cycles, detail, REVIEW, row } from '../appraisals-test-data.ts';

const HR: SessionUser = { ...TEST_USER, permissions: ['ManageAppraisals'] };
const reviewable = { abilities: { editSelf: false, review: true, release: false } };

describe('manager appraisal list', () => {
  it('shows the spec columns, the due date as DD-MM-YYYY and Review for the reviewer', async () => {
    const api = mockApi({
      'GET /appraisals/cycles': { body: cycles(false) },
      'GET /appraisals?*': {
        body: { items: [row({ ...reviewable, status: 'selfSubmitted' })], total: 1, page: 1, pageSize: 10 },
      },
    });
    renderApp('/manager-appraisal-view', { user: TEST_USER });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Employee name', 'Appraisal due date', 'Status', 'Action']);
    expect(within(table).getByText('15-12-2026')).toBeTruthy();
    expect(within(table).getByText('Self submitted')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Review the appraisal of Eve Test' });
    expect(link.getAttribute('href')).toBe('/manager-appraisal?id=7');
    expect(api.callsStartingWith('GET /appraisals?')[0]!.path).toContain('cycleId=3');
    expect(screen.queryByRole('tab', { name: 'Cycles' })).toBeNull();
  });

  it('keeps the search and page in the address, corrects what is out of range, and Back returns', async () => {
    const api = mockApi({
      'GET /appraisals/cycles': { body: cycles(false) },
      'GET /appraisals?*': { body: { items: [row()], total: 23, page: 3, pageSize: 10 } },
    });
    const { router, user } = renderApp(
      `/manager-appraisal-view?cycle=3&search=${'e'.repeat(150)}&page=99&size=7`,
      { user: TEST_USER },
    );
    const lastQuery = () =>
      new URLSearchParams(api.callsStartingWith('GET /appraisals?').at(-1)?.path.split('?')[1]);
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(lastQuery().get('cycleId')).toBe('3');
    expect(lastQuery().get('search')).toBe('e'.repeat(100));
    expect(lastQuery().get('pageSize')).toBe('10');
    expect(router.state.location.search).toBe(`?cycle=3&search=${'e'.repeat(100)}&page=3`);

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(router.state.location.search).toBe(`?cycle=3&search=${'e'.repeat(100)}&page=3`);
  });

  it('says No data found! when nobody is below the viewer', async () => {
    mockApi({
      'GET /appraisals/cycles': { body: cycles(false) },
      'GET /appraisals?*': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderApp('/manager-appraisal-view', { user: TEST_USER });
    expect(await screen.findByText('No data found!')).toBeTruthy();
  });

  it('shows the list at the sidebar entry, which has no appraisal id', async () => {
    mockApi({
      'GET /appraisals/cycles': { body: cycles(false) },
      'GET /appraisals?*': { body: { items: [row()], total: 1, page: 1, pageSize: 10 } },
    });
    renderApp('/manager-appraisal', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager Appraisal' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'View the appraisal of Eve Test' })).toBeTruthy();
  });

  it.each([
    ['/manager-appraisal', 'Manager Appraisal'],
    ['/manager-appraisal-view', 'Manager appraisals'],
  ])('sits under the Dashboard in the breadcrumb of %s', async (path, title) => {
    mockApi({
      'GET /appraisals/cycles': { body: cycles(false) },
      'GET /appraisals?*': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderApp(path, { user: TEST_USER });
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(crumbs.getByText(title).getAttribute('aria-current')).toBe('page');
  });

  it('gives holders the cycles with their counts, and opens a new cycle', async () => {
    const api = mockApi({
      'GET /appraisals/cycles': { body: cycles(true) },
      'GET /appraisals?*': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
      'POST /appraisals/cycles': apiError(409, 'cycle_name_taken', 'A cycle with this name already exists.', [
        { path: 'name', message: 'A cycle with this name already exists.' },
      ]),
    });
    const { user } = renderApp('/manager-appraisal-view?tab=cycles', { user: HR });
    const table = await screen.findByRole('table', { name: 'Appraisal cycles' });
    expect(within(table).getByText('Annual 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New appraisal cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New appraisal cycle' });
    // The shared schema's messages show before any request.
    await user.click(within(dialog).getByRole('button', { name: 'Open cycle' }));
    expect(await within(dialog).findByText('Cycle name is required!')).toBeTruthy();
    expect(within(dialog).getByText('Period start is required!')).toBeTruthy();
    expect(within(dialog).getByText('Due date is required!')).toBeTruthy();
    expect(api.callsTo('POST /appraisals/cycles')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Cycle name' }), 'Annual 2026');
    // The calendars open on this month: its 1st starts the period, its 28th ends it and is due.
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(new Date());
    for (const [field, day] of [
      ['Period start', 1],
      ['Period end', 28],
      ['Appraisal due date', 28],
    ] as const) {
      await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${field}`) }));
      await user.click(await screen.findByRole('button', { name: `${day} ${month}` }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Open cycle' }));
    // The server's refusal of the name lands under the name.
    const name = within(dialog).getByRole('textbox', { name: 'Cycle name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A cycle with this name already exists.')).toBeTruthy();
    expect(api.callsTo('POST /appraisals/cycles')[0]!.body).toMatchObject({ name: 'Annual 2026' });
  });
});

describe('manager appraisal form', () => {
  const submitted = detail({
    ...reviewable,
    status: 'selfSubmitted',
    selfSubmittedAt: '2026-05-01T10:00:00Z',
  });

  it('shows the 11 areas and the server errors under the missing ratings', async () => {
    mockApi({
      'GET /appraisals/7': { body: submitted },
      'PUT /appraisals/7/review': apiError(
        422,
        'validation_failed',
        'Please correct the highlighted fields.',
        [{ path: 'review.overallRating', message: 'Please give a rating from 1 to 5.' }],
      ),
    });
    const { user } = renderApp('/manager-appraisal?id=7', { user: TEST_USER });
    const form = await screen.findByRole('region', { name: 'Manager review' });
    expect(within(form).getAllByRole('radiogroup')).toHaveLength(8);
    expect(within(form).getAllByRole('textbox')).toHaveLength(3);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
    expect(await within(form).findByText('Please give a rating from 1 to 5.')).toBeTruthy();
  });

  it('sends the ratings and texts, then offers Release', async () => {
    let current = submitted;
    const api = mockApi({
      'GET /appraisals/7': () => ({ body: current }),
      'PUT /appraisals/7/review': () => {
        current = detail({
          status: 'completed',
          selfSubmittedAt: '2026-05-01T10:00:00Z',
          managerSubmittedAt: '2026-05-02T10:00:00Z',
          managerReview: REVIEW,
          abilities: { editSelf: false, review: false, release: true },
        });
        return { body: current };
      },
    });
    const { user } = renderApp('/manager-appraisal?id=7', { user: TEST_USER });
    const form = await screen.findByRole('region', { name: 'Manager review' });
    const overall = within(form).getByRole('radiogroup', { name: 'Overall Rating' });
    await user.click(within(overall).getByRole('radio', { name: '4' }));
    await user.type(within(form).getByRole('textbox', { name: 'Strengths' }), 'Clear writing');
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(api.callsTo('PUT /appraisals/7/review')).toHaveLength(1));
    expect(api.callsTo('PUT /appraisals/7/review')[0]!.body).toMatchObject({
      review: { overallRating: 4, strengths: 'Clear writing', jobKnowledge: null },
      submit: false,
    });
    expect(await within(form).findByRole('button', { name: 'Release to employee' })).toBeTruthy();
  });

  it('waits for the self appraisal before the review opens', async () => {
    mockApi({ 'GET /appraisals/7': { body: detail({ status: 'selfDraft' }) } });
    renderApp('/manager-appraisal?id=7', { user: TEST_USER });
    expect(
      await screen.findByText(
        'The manager appraisal opens once the employee has submitted the self appraisal.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Manager review' })).toBeNull();
  });
});
