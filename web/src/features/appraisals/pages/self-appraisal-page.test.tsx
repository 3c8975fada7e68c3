import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { detail, REVIEW, row } from '../appraisals-test-data.ts';

const own = { abilities: { editSelf: true, review: false, release: false } };

describe('self appraisal page', () => {
  it('says so when no appraisal is open for the person', async () => {
    mockApi({ 'GET /appraisals/mine': { body: { items: [] } } });
    renderApp('/self-appraisal', { user: TEST_USER });
    expect(await screen.findByText('No appraisal is open for you yet.')).toBeTruthy();
  });

  it('sits under the Dashboard in its breadcrumb', async () => {
    mockApi({ 'GET /appraisals/mine': { body: { items: [] } } });
    renderApp('/self-appraisal', { user: TEST_USER });
    const crumbs = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(crumbs.getByText('Self Appraisal').getAttribute('aria-current')).toBe('page');
  });

  it('saves a draft, then submits after confirming, and is read only afterwards', async () => {
    let current = detail(own);
    const api = mockApi({
      'GET /appraisals/mine': { body: { items: [row(own)] } },
      'GET /appraisals/7': () => ({ body: current }),
      'PUT /appraisals/7/self': (call) => {
        const submit = (call.body as { submit: boolean }).submit;
        current = detail({
          status: submit ? 'selfSubmitted' : 'selfDraft',
          selfSubmittedAt: submit ? '2026-05-01T10:00:00Z' : null,
          abilities: { editSelf: !submit, review: false, release: false },
          categories: detail().categories.map((c) => ({
            ...c,
            questions: c.questions.map((q) => ({ ...q, answer: 'Done' })),
          })),
        });
        return { body: current };
      },
    });
    const { user } = renderApp('/self-appraisal', { user: TEST_USER });
    const first = await screen.findByRole('textbox', { name: 'What were your most important achievements?' });
    await user.type(first, 'Shipped it');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft has been saved.')).toBeTruthy();
    expect(api.callsTo('PUT /appraisals/7/self')[0]!.body).toEqual({
      answers: [
        { questionId: 11, answer: 'Shipped it' },
        { questionId: 12, answer: '' },
      ],
      submit: false,
    });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit self appraisal' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('Your self appraisal has been submitted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Which goals did you miss?' }).hasAttribute('readonly')).toBe(
      true,
    );
  });

  it('asks before leaving answers that are not saved, and leaves freely once they are', async () => {
    let current = detail(own);
    mockApi({
      'GET /appraisals/mine': { body: { items: [row(own)] } },
      'GET /appraisals/7': () => ({ body: current }),
      'PUT /appraisals/7/self': () => {
        current = detail({
          ...own,
          status: 'selfDraft',
          categories: detail().categories.map((c) => ({
            ...c,
            questions: c.questions.map((q) => ({ ...q, answer: q.id === 11 ? 'Shipped it' : '' })),
          })),
        });
        return { body: current };
      },
      'GET /org/subtree': { body: { nodes: [] } },
    });
    const { user, router } = renderApp('/self-appraisal', { user: TEST_USER });
    const first = await screen.findByRole('textbox', { name: 'What were your most important achievements?' });
    await user.type(first, 'Shipped it');

    await router.navigate('/dashboard');
    const question = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(question.getByText('You have unsaved changes. Leave without saving them?')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'No, cancel' }));
    expect(router.state.location.pathname).toBe('/self-appraisal');
    expect(first).toHaveProperty('value', 'Shipped it');

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Your draft has been saved.')).toBeTruthy();
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  });

  it('shows the server message under each unanswered question', async () => {
    mockApi({
      'GET /appraisals/mine': { body: { items: [row(own)] } },
      'GET /appraisals/7': { body: detail(own) },
      'PUT /appraisals/7/self': apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
        { path: 'answers.12', message: 'Please answer this question.' },
      ]),
    });
    const { user } = renderApp('/self-appraisal', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('Please answer this question.')).toBeTruthy();
    expect(screen.getByText('Please answer every question before you submit.')).toBeTruthy();
  });

  it("shows the manager's review once released", async () => {
    const released = detail({
      status: 'released',
      selfSubmittedAt: '2026-05-01T10:00:00Z',
      releasedAt: '2026-05-03T10:00:00Z',
      reviewer: { id: 'f0000000-0000-4000-8000-000000000002', fullName: 'Leo Test' },
      managerReview: REVIEW,
    });
    mockApi({
      'GET /appraisals/mine': { body: { items: [row({ status: 'released' })] } },
      'GET /appraisals/7': { body: released },
    });
    renderApp('/self-appraisal', { user: TEST_USER });
    const review = await screen.findByRole('region', { name: 'Manager review' });
    expect(within(review).getByText('Reviewed by Leo Test')).toBeTruthy();
    expect(within(review).getByText('A good year')).toBeTruthy();
    expect(within(review).getAllByText('4 of 5').length).toBeGreaterThan(0);
  });
});
