import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_SEARCH_MAX_LENGTH } from '../../../../../shared/constants.ts';
import { taskListQuerySchema, TASK_LIST_MAX_PAGE } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { FORM_OPTIONS, task, taskPage } from '../../../test/task-fixtures.ts';

/** The list as the server answers it: its query checked by the shared schema, 422 when refused. */
function listAsTheServerDoes(call: RecordedCall) {
  const search = new URLSearchParams(call.path.split('?')[1] ?? '');
  const query = Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const values = search.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
  const parsed = taskListQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return apiError(422, 'validation_failed', issue?.message ?? '', [
      { path: issue?.path.join('.') ?? '', message: issue?.message ?? '' },
    ]);
  }
  return { body: taskPage([task({ id: 1, name: 'Launch plan' })], { page: parsed.data.page }) };
}

async function openList(path: string) {
  sessionStorage.clear();
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks/form-options': { body: FORM_OPTIONS },
    'GET /tasks?*': listAsTheServerDoes,
  });
  renderApp(path, { user: TEST_USER });
  await screen.findByRole('heading', { level: 1, name: 'Tasks' });
  return api;
}

const listQuery = (api: ReturnType<typeof mockApi>) =>
  new URLSearchParams(api.callsStartingWith('GET /tasks?').at(-1)?.path.split('?')[1] ?? '');

describe('task list address out of range', () => {
  it('cuts a search of 150 characters to the 100 the list takes, and shows the list, not a validator', async () => {
    const long = `${'a'.repeat(95)}${'b'.repeat(55)}`;
    const api = await openList(`/tasks-list?search=${long}`);

    expect(await screen.findByRole('link', { name: 'Launch plan' })).toBeTruthy();
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search tasks' });
    expect(box.value).toBe(long.slice(0, LIST_SEARCH_MAX_LENGTH));
    expect(listQuery(api).get('search')).toBe(long.slice(0, LIST_SEARCH_MAX_LENGTH));
    expect(document.body.textContent).not.toMatch(/Too big|must not exceed|characters|expected/);
  });

  it('brings a page beyond any list back into range', async () => {
    const api = await openList('/tasks-list?page=99999999999');
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(listQuery(api).get('page')).toBe(String(TASK_LIST_MAX_PAGE));
    expect(document.body.textContent).not.toMatch(/Please enter/);
  });

  it('drops a page that is no number and a day that does not exist', async () => {
    const api = await openList('/tasks-list?page=abc&from=2026-02-30');
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(listQuery(api).get('page')).toBe('1');
    expect(listQuery(api).get('from')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Please enter|Choose a valid/);
  });

  it('falls back to the default order and page size for values the list does not take', async () => {
    const api = await openList('/tasks-list?orderBy=salary&sort=sideways&pageSize=10&statuses=Nope');
    await screen.findByRole('link', { name: 'Launch plan' });
    expect(listQuery(api).get('orderBy')).toBe('createdAt');
    expect(listQuery(api).get('sort')).toBe('desc');
    expect(listQuery(api).get('pageSize')).toBe('15');
    expect(listQuery(api).has('statuses')).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Rows per page' }).value).toBe('15');
    expect(document.body.textContent).not.toMatch(/Invalid|expected|must be/);
  });
});
