import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { leave, leavePage, planner } from '../leave-test-data.ts';

const OWN_PENDING = leave({
  id: 9,
  employee: { id: TEST_USER.id, fullName: 'Ada Lovelace', avatarUrl: null },
  fromDate: '2026-12-01',
  toDate: '2026-12-02',
  duration: 2,
  reason: 'Dentist',
  abilities: { edit: true, delete: true },
});

async function openModal(routes: Parameters<typeof mockApi>[0] = {}, open: 'apply' | 'edit' = 'apply') {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /leaves?*': { body: leavePage([OWN_PENDING]) },
    'GET /leaves/planner': { body: planner() },
    ...routes,
  });
  const app = renderApp('/leave-approval', { user: TEST_USER });
  const title = open === 'apply' ? 'Apply leave' : 'Edit leave';
  await app.user.click(
    await screen.findByRole('button', {
      name: open === 'apply' ? 'Apply leave' : 'Edit the leave of Ada Lovelace',
    }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await dialog.findByRole('combobox', { name: /^Leave type/ });
  const save = () => dialog.getByRole('button', { name: 'Save' });
  /** Opens a date field's calendar and picks a day by its name ('26 November 2026'). */
  const pick = async (field: 'From date' | 'To date', day: string) => {
    await app.user.click(dialog.getByRole('button', { name: new RegExp(`^${field}`) }));
    await app.user.click(await screen.findByRole('button', { name: day }));
  };
  const chooseType = async (name: RegExp) => {
    await app.user.click(dialog.getByRole('combobox', { name: /^Leave type/ }));
    await app.user.click(await screen.findByRole('option', { name }));
  };
  return { ...app, api, dialog, save, pick, chooseType };
}

/** A field's error or description, as a screen reader reads it. */
function describedBy(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('Apply leave', () => {
  it('starts on the leave type, with each type showing what its balance allows', async () => {
    const { dialog, save, user } = await openModal();
    const type = dialog.getByRole('combobox', { name: /^Leave type/ });
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(save()).toHaveProperty('disabled', true);
    await user.click(type);
    expect((await screen.findByRole('option', { name: /^Sick leave/ })).textContent).toBe(
      'Sick leaveAvailable: 6',
    );
  });

  it('cannot pick weekends, holidays, days of other leave or days before today', async () => {
    const { dialog, user } = await openModal();
    await user.click(dialog.getByRole('button', { name: /^From date/ }));
    const day = (name: string) => screen.findByRole<HTMLButtonElement>('button', { name });
    expect((await day('20 November 2026')).disabled).toBe(true); // before today
    expect((await day('23 November 2026')).disabled).toBe(false); // today, a Monday
    expect((await day('28 November 2026')).disabled).toBe(true); // Saturday
    expect((await day('29 November 2026')).disabled).toBe(true); // Sunday
    expect((await day('30 November 2026')).disabled).toBe(true); // Founders Day
    expect((await day('30 November 2026')).getAttribute('title')).toBe('Founders Day');
    expect((await day('27 November 2026')).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect((await day('3 December 2026')).disabled).toBe(true); // own approved leave
    expect((await day('4 December 2026')).disabled).toBe(true);
    expect((await day('2 December 2026')).disabled).toBe(false);
  });

  it('counts the working days of a range over a weekend and a holiday, day by day', async () => {
    const { dialog, pick, chooseType, user } = await openModal();
    await chooseType(/^Sick leave/);
    await pick('From date', '26 November 2026');
    await pick('To date', '1 December 2026');

    expect(dialog.getByLabelText('Duration')).toHaveProperty('value', '3 days');
    const breakdown = dialog.getByRole('table', { name: 'Day by day' });
    const rows = within(breakdown)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '26-11-2026ThursdayWorking day',
      '27-11-2026FridayWorking day',
      '28-11-2026SaturdayWeekend',
      '29-11-2026SundayWeekend',
      '30-11-2026MondayHolidayFounders Day',
      '01-12-2026TuesdayWorking day',
    ]);
    // Days beyond the next leave of one's own cannot end the range.
    await user.click(dialog.getByRole('button', { name: /^To date/ }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '7 December 2026' })).disabled).toBe(
      true,
    );
  });

  it('counts a half day as 0.5 day, and sends it', async () => {
    const { dialog, pick, chooseType, save, user, api } = await openModal({
      'POST /leaves': { status: 201, body: leave({ id: 10, halfDay: 'second', duration: 0.5 }) },
    });
    await chooseType(/^Personal leave/);
    await pick('From date', '1 December 2026');
    await pick('To date', '1 December 2026');
    expect(dialog.getByLabelText('Duration')).toHaveProperty('value', '1 day');
    await user.click(dialog.getByRole('radio', { name: 'Second half' }));
    expect(dialog.getByLabelText('Duration')).toHaveProperty('value', '0.5 day');
    await user.type(dialog.getByLabelText(/^Reason/), 'School meeting');

    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Leave applied successfully.')).toBeTruthy();
    const post = api.callsTo('POST /leaves')[0];
    expect(post?.body).toEqual({
      typeId: 2,
      fromDate: '2026-12-01',
      toDate: '2026-12-01',
      halfDay: 'second',
      reason: 'School meeting',
    });
    expect(post?.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply leave' })).toBeNull());
    // The list and the planner (balances, covered days) are asked for again.
    await waitFor(() => expect(api.callsTo('GET /leaves/planner').length).toBeGreaterThan(1));
    expect(api.callsStartingWith('GET /leaves?').length).toBeGreaterThan(1);
  });

  it('says so when the balance falls short, and keeps Save off', async () => {
    const { dialog, pick, chooseType, save, user } = await openModal();
    await chooseType(/^Compensatory leave/);
    await pick('From date', '27 November 2026');
    await pick('To date', '27 November 2026');
    await user.type(dialog.getByLabelText(/^Reason/), 'Worked on Sunday');
    expect(describedBy(dialog.getByLabelText('Duration'))).toContain("You don't have Compensatory leave");
    expect(save()).toHaveProperty('disabled', true);
  });

  it('refuses maternity leave to whom it is not allowed', async () => {
    const { dialog, chooseType, save } = await openModal();
    await chooseType(/^Maternity leave/);
    expect(describedBy(dialog.getByRole('combobox', { name: /^Leave type/ }))).toContain(
      'You cannot apply maternity leave!',
    );
    expect(save()).toHaveProperty('disabled', true);
  });

  it('says under the from date when the leave shares a half day with another, and keeps Save off', async () => {
    const { dialog, pick, chooseType, save, user } = await openModal({
      'GET /leaves/planner': {
        body: planner({
          covered: [{ leaveId: 50, fromDate: '2026-12-01', toDate: '2026-12-01', halfDay: 'first' }],
        }),
      },
    });
    await chooseType(/^Sick leave/);
    await pick('From date', '1 December 2026');
    await pick('To date', '1 December 2026');
    const from = () => dialog.getByRole('button', { name: /^From date/ });
    await waitFor(() => expect(describedBy(from())).toContain('You already have leave on these dates.'));
    await user.type(dialog.getByLabelText(/^Reason/), 'Errand');
    expect(save()).toHaveProperty('disabled', true);
    // The other half is free.
    await user.click(dialog.getByRole('radio', { name: 'Second half' }));
    await waitFor(() => expect(describedBy(from())).not.toContain('You already have leave'));
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it('asks for what is missing once a field is left', async () => {
    const { dialog, user } = await openModal();
    await user.click(dialog.getByLabelText(/^Reason/));
    await user.click(dialog.getByRole('combobox', { name: /^Leave type/ }));
    expect(await dialog.findByText('Reason is required!')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(dialog.getByLabelText(/^Reason/));
    expect(await dialog.findByText('Leave type is required!')).toBeTruthy();
  });

  it("puts the server's words under their fields, the duration's under the duration, and stays open", async () => {
    const { dialog, pick, chooseType, save, user } = await openModal({
      'POST /leaves': apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
        { path: 'fromDate', message: 'You already have leave on these dates.' },
        { path: 'duration', message: 'You have only 1 day of Sick leave available.' },
      ]),
    });
    await chooseType(/^Sick leave/);
    await pick('From date', '26 November 2026');
    await pick('To date', '27 November 2026');
    await user.type(dialog.getByLabelText(/^Reason/), 'Flu');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());

    await waitFor(() =>
      expect(describedBy(dialog.getByLabelText('Duration'))).toContain(
        'You have only 1 day of Sick leave available.',
      ),
    );
    expect(describedBy(dialog.getByRole('button', { name: /^From date/ }))).toContain(
      'You already have leave on these dates.',
    );
    expect(screen.getByRole('dialog', { name: 'Apply leave' })).toBeTruthy();
    // Save waits for a change to what the server spoke about.
    expect(save()).toHaveProperty('disabled', true);
    await pick('To date', '26 November 2026');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    expect(describedBy(dialog.getByLabelText('Duration'))).not.toContain('You have only');
  });
});

describe('Edit leave', () => {
  it("opens with the leave's values, its own days free, and saves a change with PUT", async () => {
    const { dialog, save, user, api } = await openModal(
      {
        'GET /leaves/planner': {
          body: planner({
            covered: [{ leaveId: 9, fromDate: '2026-12-01', toDate: '2026-12-02', halfDay: null }],
          }),
        },
        'PUT /leaves/9': { body: { ...OWN_PENDING, reason: 'Dentist, twice' } },
      },
      'edit',
    );
    expect(dialog.getByRole('combobox', { name: /^Leave type/ })).toHaveProperty('value', 'Sick leave');
    expect(dialog.getByRole('button', { name: /^From date/ }).textContent).toBe('01-12-2026');
    expect(dialog.getByLabelText('Duration')).toHaveProperty('value', '2 days');
    expect(save()).toHaveProperty('disabled', true);

    await user.click(dialog.getByRole('button', { name: /^To date/ }));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '2 December 2026' })).disabled).toBe(
      false,
    );
    await user.keyboard('{Escape}');

    await user.type(dialog.getByLabelText(/^Reason/), ', twice');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await user.click(save());
    expect(await screen.findByText('Leave updated successfully.')).toBeTruthy();
    expect(api.callsTo('PUT /leaves/9')[0]?.body).toEqual({
      typeId: 1,
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      halfDay: null,
      reason: 'Dentist, twice',
    });
  });
});
