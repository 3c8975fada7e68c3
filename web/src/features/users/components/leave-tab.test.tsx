import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { ids, MANAGER, userDetail } from '../../../test/people-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { leaveBalances } from '../leave-test-data.ts';

const BALANCES = `GET /users/${ids.grace}/leave-balances?*`;
const CORRECTIONS = `POST /users/${ids.grace}/leave-corrections`;

async function openLeaveTab(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /users/${ids.grace}`]: { body: userDetail() },
    [BALANCES]: { body: leaveBalances() },
    ...routes,
  });
  const app = renderApp(`/user/${ids.grace}?tab=leave`, { user: MANAGER });
  await screen.findByRole('table', { name: 'Leave ledger' });
  return { ...app, api };
}

/** The figures of a balance card: its title, then what it says. */
function card(type: string): string[] {
  const title = screen.getByText(type, { selector: 'dt' });
  return Array.from(title.parentElement?.querySelectorAll('dd') ?? [], (dd) => dd.textContent ?? '');
}

function ledgerRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Leave ledger' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('profile leave tab', () => {
  it('shows one card per leave type, with what pending requests hold and what is left when they hold any', async () => {
    const { api } = await openLeaveTab();
    expect(card('Sick leave')).toEqual(['6', 'Held by pending requests: 2Available: 4']);
    expect(card('Maternity leave')).toEqual(['180']);
    expect(card('Compensatory leave')).toEqual(['0']);
    expect(api.callsStartingWith(BALANCES.slice(0, -1))[0]?.path).toBe(
      `/users/${ids.grace}/leave-balances?page=1&pageSize=10`,
    );
    expect(screen.queryByRole('button', { name: 'Correct balance' })).toBeNull();
  });

  it('lists the ledger newest first: what happened, signed days, the note and who did it', async () => {
    await openLeaveTab();
    expect(ledgerRows()).toEqual([
      [
        '02-03-2026 11:30',
        'Personal leave',
        'Correction',
        '-2',
        'Two days taken before the system',
        'Ada Lovelace',
      ],
      ['01-02-2026 05:30', 'Sick leave', 'Monthly top-up', '+1.5', 'Monthly top-up', 'Automatic'],
      ['05-01-2026 10:00', 'Sick leave', 'Allocation', '+6', 'Default allocation', 'Automatic'],
    ]);
  });

  it('pages through a long ledger', async () => {
    const { user, api } = await openLeaveTab({
      [BALANCES]: { body: leaveBalances({ ledgerTotal: 23 }) },
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(`/users/${ids.grace}/leave-balances?page=3&pageSize=10`),
    );
  });

  it('keeps the ledger page beside ?tab=leave in the address under names of its own, a page past the end corrected', async () => {
    const api = mockApi({
      [`GET /users/${ids.grace}`]: { body: userDetail() },
      [BALANCES]: { body: leaveBalances({ ledgerTotal: 23 }) },
    });
    const { router, user } = renderApp(`/user/${ids.grace}?tab=leave&ledgerPage=99&ledgerSize=7`, {
      user: MANAGER,
    });
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(`/users/${ids.grace}/leave-balances?page=3&pageSize=10`),
    );
    expect(router.state.location.search).toBe('?tab=leave&ledgerPage=3');

    await user.click(await screen.findByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=leave'));
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(router.state.location.search).toBe('?tab=leave&ledgerPage=3');
  });

  it("shows the server's refusal when the balances cannot be seen", async () => {
    mockApi({
      [`GET /users/${ids.grace}`]: { body: userDetail() },
      [BALANCES]: apiError(404, 'not_found', 'This person is not in your team.'),
    });
    renderApp(`/user/${ids.grace}?tab=leave`, { user: MANAGER });
    expect((await screen.findByRole('alert')).textContent).toContain('This person is not in your team.');
  });

  it('lets an Admin correct a balance: the reason is required, a refusal shows under its field', async () => {
    let corrected = false;
    const { user, api } = await openLeaveTab({
      [BALANCES]: () => ({
        body: leaveBalances({
          abilities: { correct: true },
          ...(corrected ? { ledgerTotal: 4 } : {}),
        }),
      }),
      [CORRECTIONS]: (call) => {
        if ((call.body as { days: number }).days < -10)
          return apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
            { path: 'days', message: 'The correction would take the balance below zero.' },
          ]);
        corrected = true;
        return { body: leaveBalances({ abilities: { correct: true } }) };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Correct balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct balance' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await choose(user, 'Leave type', 'Personal leave');
    await user.type(dialog.getByLabelText(/^Days/), '-12');
    await user.click(dialog.getByLabelText(/^Reason/));
    await user.tab();
    expect(await dialog.findByText('Reason is required!')).toBeTruthy();
    await user.type(dialog.getByLabelText(/^Reason/), 'Taken before the system');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    expect(await dialog.findByText('The correction would take the balance below zero.')).toBeTruthy();

    await user.clear(dialog.getByLabelText(/^Days/));
    await user.type(dialog.getByLabelText(/^Days/), '1.5');
    await user.click(save);
    expect(await screen.findByText('The Personal leave balance has been corrected.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct balance' })).toBeNull());
    expect(api.callsTo(CORRECTIONS).map((call) => call.body)).toEqual([
      { typeId: 2, days: -12, reason: 'Taken before the system' },
      { typeId: 2, days: 1.5, reason: 'Taken before the system' },
    ]);
    await waitFor(() => expect(screen.getByText('1–4 of 4')).toBeTruthy());
  });
});
