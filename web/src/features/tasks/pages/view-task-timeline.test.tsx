import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEntry, TimelinePage } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { task } from '../../../test/task-fixtures.ts';

const MONA = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Mona Rao' };
const SAM = { id: '22222222-2222-4222-8222-222222222222', fullName: 'Sam Iyer' };
// 22 Nov 2026, 15:30 in Kolkata, the test user's time zone.
const NOW = new Date('2026-11-22T10:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

const TASK = task({
  id: 7,
  name: 'Ship the release',
  project: { id: 3, name: 'Apollo' },
  assignedTo: null,
  assignedBy: MONA,
  createdBy: MONA,
  dueDate: '2026-12-05',
  description: 'Notes',
  createdAt: '2025-11-03T06:00:00.000Z',
  updatedAt: NOW.toISOString(),
});

let nextId = 100;
function entry(overrides: Partial<TimelineEntry> & Pick<TimelineEntry, 'type' | 'createdAt'>): TimelineEntry {
  return {
    id: nextId--,
    author: MONA,
    body: '',
    isEdited: false,
    changes: [],
    attachments: [],
    canEdit: false,
    ...overrides,
  };
}

const HISTORY: TimelineEntry[] = [
  entry({ type: 'TaskRestored', createdAt: before(30_000) }),
  entry({ type: 'TaskDeleted', createdAt: before(MIN) }),
  entry({
    type: 'TaskEdited',
    createdAt: before(3 * HOUR),
    changes: [
      { field: 'name', previous: 'Draft', current: 'Ship the release' },
      { field: 'assignee', previous: 'Grace Hopper', current: null },
      { field: 'dueDate', previous: '2026-11-30', current: '2026-12-05' },
      { field: 'status', previous: 'Active', current: 'New' },
      { field: 'description', previous: 'Old notes', current: 'Notes' },
    ],
  }),
  entry({
    type: 'UserDeleted',
    author: SAM,
    createdAt: before(26 * HOUR),
    changes: [{ field: 'assignee', previous: 'Grace Hopper', current: 'Alan Turing' }],
  }),
  entry({ type: 'TaskCreated', createdAt: '2025-11-03T06:00:00.000Z' }),
];

const page = (items: TimelineEntry[], nextCursor: string | null = null, canComment = true): MockResponse => ({
  body: { items, nextCursor, canComment } satisfies TimelinePage,
});

async function openTimeline(routes: Record<string, MockResponse | (() => Promise<MockResponse>)>) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks/7': { body: TASK },
    'GET /tasks/form-options': { body: { projects: [], today: '2026-11-22', maxDueDate: '2028-11-22' } },
    ...routes,
  });
  const app = renderApp('/view-task/7', { user: TEST_USER });
  const card = await screen.findByRole('region', { name: 'Timeline' });
  return { ...app, api, card };
}

/** The entries of the card, each as its text. */
function entryTexts(card: HTMLElement): string[] {
  return within(card)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the timeline of a task', () => {
  it('tells each event in a sentence, newest first, with how long ago and the full time on focus', async () => {
    const { card } = await openTimeline({ 'GET /tasks/7/timeline': page(HISTORY) });
    await waitFor(() => expect(entryTexts(card)).toHaveLength(5));
    expect(entryTexts(card)).toEqual([
      // The avatar's initials, the author, what they did, how long ago, then the lines below.
      'MRMona Rao restored the taskjust now',
      'MRMona Rao deleted the task1 minute ago',
      'MRMona Rao edited the task3 hours ago' +
        'Changed the name from “Draft” to “Ship the release”' +
        'Changed the assignee from Grace Hopper to Unassigned' +
        'Changed the due date from 30-11-2026 to 05-12-2026' +
        'Changed the status from Active to New' +
        'Changed the description',
      'SISam Iyeryesterday' + 'Grace Hopper was deleted; tasks moved to Alan Turing',
      'MRMona Rao created the taskNov 3, 2025',
    ]);

    const created = within(card).getByText('Nov 3, 2025');
    expect(created.tagName).toBe('TIME');
    expect(created.getAttribute('dateTime')).toBe('2025-11-03T06:00:00.000Z');
    expect(created.tabIndex).toBe(0);
    fireEvent.focus(created);
    // 06:00 UTC is 11:30 in Kolkata.
    expect(await screen.findByText('03-11-2025 11:30:00')).toBeTruthy();
    expect(screen.queryByText('Nothing has happened to this task yet.')).toBeNull();
  });

  it('loads older entries on demand, showing that it is loading', async () => {
    let answer: (response: MockResponse) => void = () => {};
    const { card, user, api } = await openTimeline({
      'GET /tasks/7/timeline': page(HISTORY.slice(0, 2), 'older-page'),
      'GET /tasks/7/timeline?before=older-page': () =>
        new Promise<MockResponse>((resolve) => {
          answer = resolve;
        }),
    });
    await waitFor(() => expect(entryTexts(card)).toHaveLength(2));
    const more = within(card).getByRole('button', { name: 'Load more' });
    await user.click(more);
    await waitFor(() => expect(more.getAttribute('data-loading')).toBe('true'));
    answer(page(HISTORY.slice(2)));
    await waitFor(() => expect(entryTexts(card)).toHaveLength(5));
    expect(entryTexts(card)[4]).toBe('MRMona Rao created the taskNov 3, 2025');
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsStartingWith('GET /tasks/7/timeline').map((c) => c.path)).toEqual([
      '/tasks/7/timeline',
      '/tasks/7/timeline?before=older-page',
    ]);
  });

  it('shows a comment as formatted text with its files, and Edit only on one’s own', async () => {
    const mine = entry({
      type: 'Timeline',
      author: { id: TEST_USER.id, fullName: 'Test User' },
      createdAt: before(2 * MIN),
      body: '<p>See <strong>both</strong> <span data-type="mention" data-id="x" data-label="Mona Rao">@Mona Rao</span></p>',
      isEdited: true,
      canEdit: true,
      attachments: [
        {
          id: 1,
          fileName: 'site.jpg',
          kind: 'jpg',
          size: 48_000,
          url: '/api/v1/tasks/7/attachments/1',
          thumbnailUrl: '/api/v1/tasks/7/attachments/1/thumbnail',
        },
        {
          id: 2,
          fileName: 'Plan.docx',
          kind: 'docx',
          size: 3_240_000,
          url: '/api/v1/tasks/7/attachments/2',
          thumbnailUrl: null,
        },
      ],
    });
    const theirs = entry({ type: 'Timeline', createdAt: before(3 * MIN), body: '<p>Thanks</p>' });
    const { card } = await openTimeline({ 'GET /tasks/7/timeline': page([mine, theirs]) });
    await waitFor(() => expect(entryTexts(card)).toHaveLength(2));
    const [first, second] = within(card).getAllByRole('listitem');
    expect(within(first!).getByText('both').tagName).toBe('STRONG');
    expect(within(first!).getByText('Edited')).toBeTruthy();
    const picture = within(first!).getByRole('img', { name: 'site.jpg' });
    expect(picture.getAttribute('src')).toBe('/api/v1/tasks/7/attachments/1/thumbnail');
    const document = within(first!).getByRole('link', { name: 'Download Plan.docx' });
    expect(document.getAttribute('href')).toBe('/api/v1/tasks/7/attachments/2');
    expect(first!.textContent).toContain('3.2 MB');
    expect(within(first!).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    // The task takes comments: the box is there (its editor is fetched apart).
    expect(within(card).getByRole('form', { name: 'Add a comment' })).toBeTruthy();
  });

  it('offers no comment box on a deleted task', async () => {
    const { card } = await openTimeline({ 'GET /tasks/7/timeline': page(HISTORY.slice(0, 1), null, false) });
    await waitFor(() => expect(entryTexts(card)).toHaveLength(1));
    expect(within(card).queryByRole('form', { name: 'Add a comment' })).toBeNull();
  });

  it('says when nothing has happened yet', async () => {
    const { card } = await openTimeline({ 'GET /tasks/7/timeline': page([]) });
    expect(await within(card).findByText('Nothing has happened to this task yet.')).toBeTruthy();
    expect(entryTexts(card)).toEqual([]);
    expect(within(card).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    let failing = true;
    const { card, user } = await openTimeline({
      'GET /tasks/7/timeline': () =>
        Promise.resolve(
          failing ? apiError(503, 'unavailable', 'Something went wrong !') : page(HISTORY.slice(0, 1)),
        ),
    });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong !');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(entryTexts(card)).toEqual(['MRMona Rao restored the taskjust now']));
  });

  it('is asked for again once the task is edited', async () => {
    const { user, api } = await openTimeline({
      'GET /tasks/7/timeline': page(HISTORY.slice(0, 1)),
      'GET /tasks/form-options': {
        body: {
          projects: [{ id: 3, name: 'Apollo', users: [] }],
          today: '2026-11-22',
          maxDueDate: '2028-11-22',
        },
      },
      'PUT /tasks/7': { body: { ...TASK, status: 'Active' } },
    });
    await waitFor(() => expect(api.callsTo('GET /tasks/7/timeline')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await choose(user, 'Status', 'Active');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('GET /tasks/7/timeline')).toHaveLength(2));
  });
});
