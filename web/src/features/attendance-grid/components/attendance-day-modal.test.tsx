import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { graceRecord, novemberGrid } from '../grid-test-data.ts';

function openGrid(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /attendance/grid?*': { body: novemberGrid() },
    'GET /attendance/records/41': { body: graceRecord() },
    ...routes,
  });
  return { ...renderApp('/attendance-record?year=2026&month=11', { user: TEST_USER }), api };
}

/** The cells of the day's record table, row by row: label, check-in, check-out. */
const detailRows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe("A day's attendance record", () => {
  it('opens from a day with a record, with the times in Kolkata, the places, sites, accuracy and photo', async () => {
    const { api, user } = openGrid();
    await screen.findByRole('table', { name: 'Attendance list' });
    // Only the day with a record is a button.
    expect(screen.getAllByRole('button', { name: 'Present' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sick leave' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Present' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance of Grace Hopper' });
    await within(dialog).findByText('23-11-2026');
    expect(api.callsTo('GET /attendance/records/41')).toHaveLength(1);
    expect(detailRows(dialog)).toEqual([
      ['Time', '23-11-2026 09:15', '23-11-2026 18:05'],
      ['Place', 'Pune, Maharashtra, India', 'Unknown place'],
      ['Work site', 'Pune office', 'No work site'],
      ['Accuracy', '±12 m', 'Not reported'],
    ]);
    const photo = within(dialog).getByRole('img', { name: 'Check-in photo of Grace Hopper' });
    expect(photo.getAttribute('src')).toBe('/api/v1/attendance/records/41/photo');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from the keyboard and says when the person has not checked out', async () => {
    const { user } = openGrid({
      'GET /attendance/records/41': { body: graceRecord({ checkOut: null, compensatoryEarned: true }) },
    });
    await screen.findByRole('table', { name: 'Attendance list' });
    screen.getByRole('button', { name: 'Present' }).focus();
    // The focused day names its category as the pointer's would.
    expect((await screen.findByRole('tooltip')).textContent).toBe('Present');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Attendance of Grace Hopper' });
    await within(dialog).findByText('Compensatory day earned');
    expect(detailRows(dialog)[0]).toEqual(['Time', '23-11-2026 09:15', 'Not checked out yet']);
    // Once the record has loaded, the focus is on its details (a screen reader reads them on).
    const table = within(dialog).getByRole('table');
    await waitFor(() => expect(document.activeElement?.contains(table)).toBe(true));
  });

  it('shows the server’s word when the record is out of reach', async () => {
    const { user } = openGrid({
      'GET /attendance/records/41': apiError(404, 'not_found', 'Attendance record not found.'),
    });
    await screen.findByRole('table', { name: 'Attendance list' });
    await user.click(screen.getByRole('button', { name: 'Present' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Attendance record not found.');
  });
});
