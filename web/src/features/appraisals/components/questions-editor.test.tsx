import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { cycles } from '../appraisals-test-data.ts';

const HR: SessionUser = { ...TEST_USER, permissions: ['ManageAppraisals'] };
const SET = {
  categories: [
    {
      id: 1,
      name: 'Achievements and goals',
      questions: [
        { id: 11, text: 'What did you achieve?' },
        { id: 12, text: 'What did you miss?' },
      ],
    },
  ],
};

describe('questions editor', () => {
  it('sends the whole set with the ids kept, a question removed and one added', async () => {
    const api = mockApi({
      'GET /appraisals/cycles': { body: cycles(true) },
      'GET /appraisals/questions': { body: SET },
      'PUT /appraisals/questions': (call) => ({ body: call.body }),
    });
    const { user } = renderApp('/manager-appraisal-view?tab=questions', { user: HR });
    await user.click(
      await screen.findByRole('button', { name: 'Remove question 2 of Achievements and goals' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Question 2 of Achievements and goals' }),
      'What will you learn next?',
    );
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(api.callsTo('PUT /appraisals/questions')).toHaveLength(1));
    expect(api.callsTo('PUT /appraisals/questions')[0]!.body).toEqual({
      categories: [
        {
          id: 1,
          name: 'Achievements and goals',
          questions: [{ id: 11, text: 'What did you achieve?' }, { text: 'What will you learn next?' }],
        },
      ],
    });
    expect(await screen.findByText('Questions saved.')).toBeTruthy();
  });

  it('asks before leaving edited questions, and not once they are saved', async () => {
    mockApi({
      'GET /appraisals/cycles': { body: cycles(true) },
      'GET /appraisals/questions': { body: SET },
      'PUT /appraisals/questions': (call) => ({ body: call.body }),
    });
    const { user, router } = renderApp('/manager-appraisal-view?tab=questions', { user: HR });
    await user.type(
      await screen.findByRole('textbox', { name: 'Question 2 of Achievements and goals' }),
      ' And why?',
    );
    await router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));
    expect(router.state.location.pathname).toBe('/manager-appraisal-view');

    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Questions saved.')).toBeTruthy();
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  });

  it("shows the schema's message before any request, and the server's under the field it names", async () => {
    const api = mockApi({
      'GET /appraisals/cycles': { body: cycles(true) },
      'GET /appraisals/questions': { body: SET },
      'PUT /appraisals/questions': apiError(
        422,
        'validation_failed',
        'Please correct the highlighted fields.',
        [{ path: 'categories.0.name', message: 'Each category needs its own name.' }],
      ),
    });
    const { user } = renderApp('/manager-appraisal-view?tab=questions', { user: HR });
    const name = await screen.findByRole('textbox', { name: 'Category' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Category name is required!')).toBeTruthy();
    expect(api.callsTo('PUT /appraisals/questions')).toHaveLength(0);

    await user.type(name, 'Goals');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Each category needs its own name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
