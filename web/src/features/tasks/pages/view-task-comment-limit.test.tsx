import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '../../../../../shared/schemas/task-comments.schema.ts';
import type { TimelinePage } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { task } from '../../../test/task-fixtures.ts';

const TASK = task({
  id: 7,
  name: 'Ship the release',
  project: { id: 3, name: 'Apollo' },
  assignedTo: null,
  assignedBy: { id: TEST_USER.id, fullName: TEST_USER.fullName },
  createdBy: { id: TEST_USER.id, fullName: TEST_USER.fullName },
  dueDate: '2026-12-05',
  description: 'Notes',
});

/** The editor wraps a pasted line in a paragraph: `<p>…</p>` is 7 characters of its HTML. */
const PARAGRAPH = '<p></p>'.length;

async function openCommentBox() {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tasks/7': { body: TASK },
    'GET /tasks/form-options': { body: { projects: [], today: '2026-11-22', maxDueDate: '2028-11-22' } },
    'GET /tasks/7/timeline': {
      body: { items: [], nextCursor: null, canComment: true } satisfies TimelinePage,
    },
  });
  renderApp('/view-task/7', { user: TEST_USER });
  const form = within(await screen.findByRole('form', { name: 'Add a comment' }));
  const box = await form.findByRole('textbox', { name: 'Comment' });
  const send = form.getByRole('button', { name: 'Comment' });
  return { api, form, box, send };
}

/** Pastes plain text into the editor, as Ctrl+V of a long text does. */
function paste(box: HTMLElement, text: string) {
  fireEvent.paste(box, {
    clipboardData: {
      types: ['text/plain'],
      items: [],
      files: [],
      getData: (type: string) => (type === 'text/plain' ? text : ''),
    },
  });
}

describe('a comment near and over its limit', () => {
  it('says "This comment is too long." at once and holds Comment back one character past the limit', async () => {
    const { api, form, box, send } = await openCommentBox();
    paste(box, 'a'.repeat(COMMENT_MAX_LENGTH - PARAGRAPH + 1));

    const message = await form.findByRole('alert');
    expect(message.textContent).toBe('This comment is too long.');
    const counter = form.getByText('20,001 / 20,000 characters');
    // Both describe the text box, for a screen reader on it.
    expect(box.getAttribute('aria-describedby')?.split(' ')).toEqual([message.id, counter.id]);
    expect(send).toHaveProperty('disabled', true);
    fireEvent.submit(send.closest('form')!);
    expect(api.callsTo('POST /tasks/7/comments')).toEqual([]);
  });

  it('takes a comment exactly at the limit, showing the counter but no message', async () => {
    const { form, box, send } = await openCommentBox();
    paste(box, 'a'.repeat(COMMENT_MAX_LENGTH - PARAGRAPH));

    expect(await form.findByText('20,000 / 20,000 characters')).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
    expect(form.queryByText('This comment is too long.')).toBeNull();
    expect(send).toHaveProperty('disabled', false);
  });

  it('shows the counter from 90% of the limit, and none below', async () => {
    const { form, box } = await openCommentBox();
    paste(box, 'a'.repeat(COMMENT_MAX_LENGTH * 0.9 - PARAGRAPH - 1));
    await waitFor(() => expect(box.textContent).toHaveLength(COMMENT_MAX_LENGTH * 0.9 - PARAGRAPH - 1));
    expect(form.queryByText(/characters$/)).toBeNull();

    paste(box, 'a');
    expect(await form.findByText('18,000 / 20,000 characters')).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
  });
});
