import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/mock-api.ts';
import type { Notification, NotificationPage } from '../../../../../shared/schemas/notifications.schema.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { unreadBadgeText } from './notification-bell.tsx';

const assigned = (id: number, name: string, read = false): Notification => ({
  id,
  kind: 'task_assigned',
  type: 'task.created',
  actor: { id: 'p-1', fullName: 'Priya Sharma' },
  subject: { kind: 'task', id: String(id) },
  data: { name },
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read,
});

const page = (items: Notification[], unread: number): NotificationPage => ({
  items,
  total: items.length,
  totalCapped: false,
  unread,
  page: 1,
  pageSize: 20,
});

/** The bell's button, found by the start of its name. */
const bell = () => screen.findByRole('button', { name: /^Notifications/ });

describe('the bell', () => {
  it.each([
    [0, '0'],
    [3, '3'],
    [999, '999'],
    [1000, '999+'],
  ])('shows %i unread as “%s”', (unread, text) => {
    expect(unreadBadgeText(unread)).toBe(text);
  });

  it('says the count in its name and its badge', async () => {
    mockApi({ 'GET /notifications/unread-count': { body: { unread: 3 } } });
    renderApp('/settings', { user: TEST_USER });
    const button = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(button.parentElement!.textContent).toBe('3');
  });

  it('says 999+ past 999, and nothing but its name with none unread', async () => {
    mockApi({ 'GET /notifications/unread-count': { body: { unread: 1000 } } });
    const first = renderApp('/settings', { user: TEST_USER });
    expect(await screen.findByRole('button', { name: 'Notifications, 999+ unread' })).toBeTruthy();
    first.unmount();

    mockApi({ 'GET /notifications/unread-count': { body: { unread: 0 } } });
    renderApp('/settings', { user: TEST_USER });
    const button = await screen.findByRole('button', { name: 'Notifications' });
    expect(button.parentElement!.textContent).toBe('');
  });

  it('opens the latest in a panel, marks one read and then all up to the newest shown', async () => {
    const api = mockApi({
      'GET /notifications/unread-count': { body: { unread: 2 } },
      'GET /notifications?*': { body: page([assigned(7, 'Fix login'), assigned(6, 'Write docs')], 2) },
      'POST /notifications/6/read': { body: { unread: 1 } },
      'POST /notifications/read-all': { body: { marked: 1 } },
    });
    const { user } = renderApp('/settings', { user: TEST_USER });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(await bell());

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('link', { name: 'Priya Sharma assigned you the task “Fix login”' }),
    ).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Today' })).toBeTruthy();
    expect(within(panel).getAllByText('Unread')).toHaveLength(2);
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(2);

    await user.click(
      within(panel).getByRole('button', {
        name: 'Mark as read: Priya Sharma assigned you the task “Write docs”',
      }),
    );
    await waitFor(() => expect(api.callsTo('POST /notifications/6/read')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(within(panel).getAllByText('Unread')).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1));
    expect(api.callsTo('POST /notifications/read-all')[0]!.body).toEqual({ upToId: 7 });
    expect(within(panel).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/notifications');
  });

  it('says when there is nothing yet', async () => {
    mockApi({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'GET /notifications?*': { body: page([], 0) },
    });
    const { user } = renderApp('/settings', { user: TEST_USER });
    await user.click(await bell());
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the object of a notification, marking it read and closing the panel', async () => {
    const api = mockApi({
      'GET /notifications/unread-count': { body: { unread: 1 } },
      'GET /notifications?*': { body: page([assigned(7, 'Fix login')], 1) },
      'POST /notifications/7/read': { body: { unread: 0 } },
    });
    const { user, router } = renderApp('/settings', { user: TEST_USER });
    await user.click(await bell());
    await user.click(
      await screen.findByRole('link', { name: 'Priya Sharma assigned you the task “Fix login”' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-task/7'));
    await waitFor(() => expect(api.callsTo('POST /notifications/7/read')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows the failure, with Try again, when the list cannot load', async () => {
    mockApi({
      'GET /notifications/unread-count': { body: { unread: 1 } },
      'GET /notifications?*': apiError(503, 'unavailable', 'Something went wrong !'),
    });
    const { user } = renderApp('/settings', { user: TEST_USER });
    await user.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(panel).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

/** A stand-in for the browser's EventSource: the test sends what the server would. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

describe('the live stream', () => {
  it('opens one stream for the shell, takes the count it sends, and reloads the open list', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let items = [assigned(7, 'Fix login')];
    const api = mockApi({
      'GET /notifications/unread-count': { body: { unread: 1 } },
      'GET /notifications?*': () => ({ body: page(items, items.length) }),
    });
    const { user } = renderApp('/settings', { user: TEST_USER });
    await user.click(await bell());
    await screen.findByRole('link', { name: 'Priya Sharma assigned you the task “Fix login”' });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/v1/notifications/stream']);
    const [stream] = FakeEventSource.opened;

    items = [assigned(8, 'Ship it'), ...items];
    const lists = api.callsStartingWith('GET /notifications?').length;
    stream!.send('notification', items[0], '8');
    stream!.send('unread', { unread: 2 });

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Priya Sharma assigned you the task “Ship it”' }),
    ).toBeTruthy();
    expect(api.callsStartingWith('GET /notifications?').length).toBe(lists + 1);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('closes the stream on signing out', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    mockApi({
      'GET /notifications/unread-count': { body: { unread: 0 } },
      'POST /auth/logout': { status: 204 },
      'GET /app-info': { body: { demo: false, demoPassword: null, version: '0.1.0' } },
    });
    const { user, router } = renderApp('/settings', { user: TEST_USER });
    await bell();
    expect(FakeEventSource.opened.map((source) => source.closed)).toEqual([false]);

    await user.click(screen.getByRole('button', { name: 'Account menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(FakeEventSource.opened.map((source) => source.closed)).toEqual([true]));
  });
});
