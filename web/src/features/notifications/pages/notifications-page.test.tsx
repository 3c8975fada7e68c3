import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../../../shared/rules/dates.ts';
import type { Notification, NotificationPage } from '../../../../../shared/schemas/notifications.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const HOUR = 3_600_000;

const approved = (id: number, hoursAgo: number, read = false): Notification => ({
  id,
  kind: 'leave_decided',
  type: 'leave.approved',
  actor: { id: 'r-1', fullName: 'Rahul Verma' },
  subject: { kind: 'leave', id: `l-${id}` },
  data: { typeId: 1, fromDate: '2026-12-01', toDate: '2026-12-03' },
  createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  read,
});

const page = (items: Notification[], unread: number, total = items.length): NotificationPage => ({
  items,
  total,
  totalCapped: false,
  unread,
  page: 1,
  pageSize: 20,
});

/** DD-MM-YYYY of a day some days back, in the test user's zone. */
const daysAgo = (days: number) => {
  const [y, m, d] = todayIn(TEST_USER.timeZone, new Date(Date.now() - days * 24 * HOUR)).split('-');
  return `${d}-${m}-${y}`;
};

const SENTENCE = 'Rahul Verma approved your leave from 01-12-2026 to 03-12-2026';

describe('the notifications page', () => {
  it('lists them newest first under Today, Yesterday and the date, unread ones marked in words', async () => {
    // Noon today in Kolkata is far enough from midnight that "today" and "yesterday" are certain.
    const todayNoon = Date.parse(`${todayIn(TEST_USER.timeZone)}T06:30:00Z`);
    const hoursSinceNoon = (Date.now() - todayNoon) / HOUR;
    const items = [
      approved(4, Math.max(hoursSinceNoon, 0)),
      approved(3, hoursSinceNoon + 24, true),
      approved(2, hoursSinceNoon + 72, true),
    ];
    mockApi({
      'GET /notifications/unread-count': { body: { unread: 1 } },
      'GET /notifications?*': { body: page(items, 1) },
    });
    renderApp('/notifications', { user: TEST_USER });

    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Today', 'Yesterday', daysAgo(3)]);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: SENTENCE }).getAttribute('href')).toBe(
      '/leave-approval',
    );
    expect(within(rows[0]!).getByText('Unread')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Unread')).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
  });

  it('keeps the Unread filter in the address and asks for the unread ones', async () => {
    const api = mockApi({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'GET /notifications?*': (call) => ({
        body: page(call.path.includes('unread=true') ? [] : [approved(1, 1, true)], 0),
      }),
    });
    const { user, router } = renderApp('/notifications', { user: TEST_USER });
    await screen.findByRole('link', { name: SENTENCE });

    await user.click(screen.getByRole('radio', { name: 'Unread' }));

    await waitFor(() => expect(router.state.location.search).toContain('unread=true'));
    expect(await screen.findByText('You have read all your notifications.')).toBeTruthy();
    expect(api.callsStartingWith('GET /notifications?unread=true').length).toBeGreaterThan(0);
  });

  it('opens on the Unread filter from the address, and marks all read up to the newest shown', async () => {
    const api = mockApi({
      'GET /notifications/unread-count': { body: { unread: 2 } },
      'GET /notifications?*': (call) => ({
        body: call.path.includes('unread=true') ? page([approved(9, 1), approved(5, 2)], 2) : page([], 0),
      }),
      'POST /notifications/read-all': { body: { marked: 2 } },
    });
    const { user } = renderApp('/notifications?unread=true', { user: TEST_USER });
    expect(await screen.findAllByRole('link', { name: SENTENCE })).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Unread (2)' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1));
    expect(api.callsTo('POST /notifications/read-all')[0]!.body).toEqual({ upToId: 9 });
  });

  it('says when there are none', async () => {
    mockApi({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'GET /notifications?*': { body: page([], 0) },
    });
    renderApp('/notifications', { user: TEST_USER });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });
});
