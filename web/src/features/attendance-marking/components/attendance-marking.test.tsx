import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  ATTENDANCE_CLOSE_DELAY_MS,
  ATTENDANCE_FLASH_MS,
  ATTENDANCE_MESSAGES,
  outsideSiteMessage,
} from '../../../../../shared/rules/attendance.ts';
import type { AttendanceToday } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiError, mockApi, type MockResponse } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import {
  fakeCamera,
  fakeGeolocation,
  HERE,
  PLACE_CALL,
  PUNE,
  record,
  removeFakeDevices,
  today,
} from '../attendance-marking-test-data.ts';

/** The app on a quiet page, with today's state answered from `state` (changed by a test as the server would). */
async function renderTopBar(
  initial: AttendanceToday['state'],
  routes: Record<string, MockResponse | (() => MockResponse)> = {},
) {
  const state = { current: initial };
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /attendance/today': () => ({ body: today(state.current) }),
    [PLACE_CALL]: { body: PUNE },
    ...routes,
  });
  const app = renderApp('/letter-requests', { user: TEST_USER });
  await screen.findByRole('banner');
  return { ...app, api, state };
}

const header = () => within(screen.getByRole('banner'));

/** The profile menu's entries by their text, those hidden at this width included (their names are then empty). */
const menuEntries = () => screen.queryAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
const menuEntry = (text: string) =>
  screen.getAllByRole('menuitem', { hidden: true }).find((item) => item.textContent === text)!;

async function openMarkModal(app: Awaited<ReturnType<typeof renderTopBar>>) {
  await app.user.click(await header().findByRole('button', { name: 'Mark attendance' }));
  return within(await screen.findByRole('dialog', { name: 'Mark attendance' }));
}

/** When the camera's white flash appeared and when it went (performance.now()), as it happens. */
function watchFlash() {
  const times: { came: number | null; went: number | null } = { came: null, went: null };
  const observer = new MutationObserver(() => {
    const shown = document.querySelector('[data-testid="camera-flash"]') !== null;
    if (shown && times.came === null) times.came = performance.now();
    if (!shown && times.came !== null && times.went === null) times.went = performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return Object.assign(times, { stop: () => observer.disconnect() });
}

let consoleError: MockInstance<typeof console.error>;
let consoleWarn: MockInstance<typeof console.warn>;
beforeEach(() => {
  // Failures of the camera and the position are logged (spec 000 §8); the tests read the log.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(removeFakeDevices);

describe('the top bar attendance action', () => {
  it('offers Mark attendance while pending: a button on large screens', async () => {
    fakeGeolocation();
    const app = await renderTopBar('pending');
    expect(await header().findByRole('button', { name: 'Mark attendance' })).toBeTruthy();
    expect(header().queryByRole('button', { name: 'Punch out' })).toBeNull();
    // The menu entry is for small screens only.
    await app.user.click(header().getByRole('button', { name: /^Account menu of/ }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    expect(screen.queryByRole('menuitem', { name: 'Mark attendance' })).toBeNull();
  });

  it('has the same action in the profile menu, shown below the sm breakpoint only', async () => {
    fakeGeolocation();
    const app = await renderTopBar('pending');
    await app.user.click(header().getByRole('button', { name: /^Account menu of/ }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    // jsdom's window is 1024 px wide, where Mantine's rule hides the entry (e2e checks a 390 px phone).
    const entry = menuEntry('Mark attendance');
    expect(getComputedStyle(entry).display).toBe('none');
    await app.user.click(entry);
    expect(await screen.findByRole('dialog', { name: 'Mark attendance' })).toBeTruthy();
  });

  it('offers Punch out once checked in, and nothing once done', async () => {
    fakeGeolocation();
    const app = await renderTopBar('checkedIn');
    expect(await header().findByRole('button', { name: 'Punch out' })).toBeTruthy();
    await app.user.click(header().getByRole('button', { name: /^Account menu of/ }));
    await screen.findByRole('menuitem', { name: 'Log out' });
    expect(menuEntries()).toEqual(['Punch out', 'Profile', 'Log out']);

    app.state.current = 'done';
    await app.queryClient.invalidateQueries({ queryKey: ['attendance'] });
    await waitFor(() => expect(header().queryByRole('button', { name: 'Punch out' })).toBeNull());
    expect(header().queryByRole('button', { name: 'Mark attendance' })).toBeNull();
    expect(menuEntries()).toEqual(['Profile', 'Log out']);
  });

  it('shows the place of the current position, asked for once', async () => {
    const geolocation = fakeGeolocation();
    const app = await renderTopBar('done');
    const location = await screen.findByTestId('current-location');
    expect(location.textContent).toBe('Current locationPune, Maharashtra, India');
    expect(app.api.callsTo(PLACE_CALL)).toHaveLength(1);
    expect(geolocation).toHaveBeenCalledTimes(1);
  });

  it('shows no location and logs why when the position is refused (a warning) or unavailable', async () => {
    fakeGeolocation({ errorCode: 1 });
    const app = await renderTopBar('done');
    await waitFor(() => expect(consoleWarn).toHaveBeenCalled());
    expect(String(consoleWarn.mock.calls[0]?.[0])).toBe('The current location could not be read.');
    expect(screen.queryByTestId('current-location')).toBeNull();
    expect(app.api.callsStartingWith('GET /attendance/place')).toHaveLength(0);
    app.unmount();

    fakeGeolocation({ errorCode: 2 });
    await renderTopBar('done');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(String(consoleError.mock.calls[0]?.[0])).toBe('The current location could not be read.');
    expect(screen.queryByTestId('current-location')).toBeNull();
  });

  it('shows no location and logs why when the place cannot be found', async () => {
    fakeGeolocation();
    await renderTopBar('done', { [PLACE_CALL]: apiError(500, 'server_error', 'boom') });
    await waitFor(() =>
      expect(consoleError.mock.calls.map((call) => String(call[0]))).toContain(
        'The place of the current location could not be found.',
      ),
    );
    expect(screen.queryByTestId('current-location')).toBeNull();
  });
});

describe('Mark attendance', () => {
  it('refuses without the location: the spec’s message, and Save stays off', async () => {
    fakeGeolocation({ errorCode: 1 });
    const camera = fakeCamera();
    const app = await renderTopBar('pending');
    const dialog = await openMarkModal(app);

    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('Location permission denied')).toBeTruthy();
    expect(within(alert).getByText('Please allow your location for Marking attendance.')).toBeTruthy();
    await app.user.click(await dialog.findByRole('button', { name: 'Capture' }));
    expect(await dialog.findByRole('img', { name: 'Your attendance photo' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('says when there is no camera, and cannot capture', async () => {
    fakeGeolocation();
    fakeCamera('NotFoundError');
    const app = await renderTopBar('pending');
    const dialog = await openMarkModal(app);

    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('No camera device detected')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Capture' })).toHaveProperty('disabled', true);
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('says there is no camera where the browser has no camera API at all', async () => {
    fakeGeolocation();
    const app = await renderTopBar('pending');
    const dialog = await openMarkModal(app);
    expect(within(await dialog.findByRole('alert')).getByText('No camera device detected')).toBeTruthy();
  });

  it('captures with a flash, saves photo and position, confirms, and closes 2 s later', async () => {
    fakeGeolocation();
    const camera = fakeCamera();
    const app = await renderTopBar('pending', {
      'POST /attendance/check-in': () => {
        app.state.current = 'checkedIn';
        return { status: 201, body: record() };
      },
    });
    const dialog = await openMarkModal(app);
    expect(await dialog.findByText(PUNE.label)).toBeTruthy();
    expect(dialog.getByText('18.52040, 73.85670')).toBeTruthy();
    expect(dialog.getByText('Accurate to \u206620 m\u2069')).toBeTruthy();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    const capture = dialog.getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(capture).toHaveProperty('disabled', false));
    const flash = watchFlash();
    await app.user.click(capture);
    expect(dialog.getByRole('img', { name: 'Your attendance photo' }).getAttribute('src')).toBe('blob:photo');
    // The white flash came and went, lasting ATTENDANCE_FLASH_MS (50 ms) or a little more on a busy machine.
    await waitFor(() => expect(flash.went).not.toBeNull());
    flash.stop();
    expect(flash.came).not.toBeNull();
    expect(flash.went! - flash.came!).toBeGreaterThanOrEqual(ATTENDANCE_FLASH_MS - 5);
    expect(flash.went! - flash.came!).toBeLessThan(1000);
    expect(camera.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);

    expect(dialog.getByRole('button', { name: 'Retake' })).toBeTruthy();
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    // A double click marks attendance once.
    await app.user.dblClick(save);

    const status = await dialog.findByRole('status');
    expect(status.textContent).toBe(ATTENDANCE_MESSAGES.marked);
    expect(app.api.callsTo('POST /attendance/check-in')).toHaveLength(1);
    const [call] = app.api.callsTo('POST /attendance/check-in');
    const form = call?.body as FormData;
    expect(form.get('latitude')).toBe('18.5204000');
    expect(form.get('longitude')).toBe('73.8567000');
    expect(form.get('accuracy')).toBe('20.0');
    const photo = form.get('files') as File;
    expect(photo.type).toBe('image/jpeg');
    expect(photo.size).toBe(4);

    // Still open well into the delay, then closed, the camera off, and the bar offers Punch out.
    await new Promise((resolve) => setTimeout(resolve, ATTENDANCE_CLOSE_DELAY_MS - 600));
    expect(screen.getByRole('dialog', { name: 'Mark attendance' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark attendance' })).toBeNull(), {
      timeout: 2000,
    });
    // The camera goes off when the modal's content unmounts, which may trail its closing on a busy machine.
    await waitFor(() => expect(camera.track.stop).toHaveBeenCalled(), { timeout: 2000 });
    expect(await header().findByRole('button', { name: 'Punch out' })).toBeTruthy();
  });

  it('shows the server’s refusal in full and stays open', async () => {
    fakeGeolocation();
    fakeCamera();
    const outside = outsideSiteMessage('Pune office', 2300, 200);
    const app = await renderTopBar('pending', {
      'POST /attendance/check-in': apiError(422, 'outside_work_site', outside),
    });
    const dialog = await openMarkModal(app);
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(capture).toHaveProperty('disabled', false));
    await app.user.click(capture);
    const save = dialog.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await app.user.click(save);

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'You are 2.3 km from Pune office, the nearest of your work sites. Attendance can be marked within 200 m of it.',
    );
    expect(screen.getByRole('dialog', { name: 'Mark attendance' })).toBeTruthy();
    expect(save).toHaveProperty('disabled', false);
  });

  it('lists the field details of a refused form', async () => {
    fakeGeolocation();
    fakeCamera();
    const app = await renderTopBar('pending', {
      'POST /attendance/check-in': apiError(422, 'validation_failed', 'Please correct the marked fields.', [
        { path: 'latitude', message: ATTENDANCE_MESSAGES.latitudeInvalid },
      ]),
    });
    const dialog = await openMarkModal(app);
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await waitFor(() => expect(capture).toHaveProperty('disabled', false));
    await app.user.click(capture);
    const save = dialog.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await app.user.click(save);

    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('Please correct the marked fields.')).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe(ATTENDANCE_MESSAGES.latitudeInvalid);
  });

  it('stops the camera when cancelled', async () => {
    fakeGeolocation();
    const camera = fakeCamera();
    const app = await renderTopBar('pending');
    const dialog = await openMarkModal(app);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Capture' })).toHaveProperty('disabled', false),
    );
    await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
  });
});

describe('Punch out', () => {
  it('shows where, punches out, confirms, and the button goes', async () => {
    fakeGeolocation();
    const app = await renderTopBar('checkedIn', {
      'POST /attendance/punch-out': () => {
        app.state.current = 'done';
        return { body: record({ checkOut: record().checkIn }) };
      },
    });
    await app.user.click(await header().findByRole('button', { name: 'Punch out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Punch out' }));
    expect(await dialog.findByText(PUNE.label)).toBeTruthy();
    await app.user.click(dialog.getByRole('button', { name: 'Punch out' }));

    expect((await dialog.findByRole('status')).textContent).toBe(ATTENDANCE_MESSAGES.punchedOut);
    expect(app.api.callsTo('POST /attendance/punch-out')[0]?.body).toEqual(HERE);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Punch out' })).toBeNull(), {
      timeout: ATTENDANCE_CLOSE_DELAY_MS + 1000,
    });
    expect(header().queryByRole('button', { name: 'Punch out' })).toBeNull();
    expect(header().queryByRole('button', { name: 'Mark attendance' })).toBeNull();
  });

  it('cannot punch out without the location', async () => {
    fakeGeolocation({ errorCode: 1 });
    const app = await renderTopBar('checkedIn');
    await app.user.click(await header().findByRole('button', { name: 'Punch out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Punch out' }));
    expect(within(await dialog.findByRole('alert')).getByText('Location permission denied')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Punch out' })).toHaveProperty('disabled', true);
  });
});
