import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeTaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import type { SessionUser } from '../../../../../shared/schemas/auth.schema.ts';
import {
  emptyDeclarationData,
  taxInputsOf,
  type TaxDeclaration,
  type TaxDeclarationData,
  type TaxDeclarationListResponse,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { apiError, mockApi, type RecordedCall } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';

const REVIEWER: SessionUser = {
  ...TEST_USER,
  permissions: ['ReviewTaxDocuments'],
  abilities: { ...TEST_USER.abilities, reviewTaxDocuments: true },
};

function declaration(overrides: Partial<TaxDeclaration> = {}, data = emptyDeclarationData()): TaxDeclaration {
  return {
    id: null,
    financialYear: 2026,
    status: 'draft',
    person: {
      id: TEST_USER.id,
      fullName: 'Ada Lovelace',
      employeeCode: 'EMP-7',
      designation: 'Engineer',
      department: 'Engineering',
      email: 'ada@example.com',
    },
    data,
    totals: computeTaxTotals(taxInputsOf(data), 2026),
    submittedAt: null,
    reopenedAt: null,
    reopenedBy: null,
    updatedAt: null,
    years: [2026, 2025],
    abilities: { edit: true, submit: true, reopen: false },
    ...overrides,
  };
}

function open(
  mine: TaxDeclaration,
  routes: Parameters<typeof mockApi>[0] = {},
  user = TEST_USER,
  path = '/investment-declaration',
) {
  const api = mockApi({
    'GET /org/subtree': { body: { nodes: [] } },
    'GET /tax-declarations/mine': { body: mine },
    ...routes,
  });
  return { ...renderApp(path, { user }), api };
}

/** Everyone's declarations as a reviewer sees them: Eve Test's, submitted. */
function reviewList(overrides: Partial<TaxDeclarationListResponse> = {}): TaxDeclarationListResponse {
  return {
    items: [
      {
        id: 9,
        financialYear: 2026,
        status: 'submitted',
        person: {
          ...declaration().person,
          id: '6b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f',
          fullName: 'Eve Test',
        },
        grossIncome: 900_000,
        hraExemption: 36_000,
        totalDeductions: 175_000,
        taxableIncome: 639_000,
        submittedAt: '2026-11-20T06:00:00Z',
        updatedAt: '2026-11-20T06:00:00Z',
        abilities: { edit: false, submit: false, reopen: true },
      },
    ],
    total: 1,
    page: 1,
    pageSize: 10,
    years: [2026, 2025],
    ...overrides,
  };
}

/** Puts a value in at once: typing digit by digit re-renders the whole form each time. */
async function enterText(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, amount: string) {
  await user.click(input);
  await user.paste(amount);
}

const summary = () => screen.findByRole('generic', { name: 'Summary' });

describe('/investment-declaration', () => {
  it('shows the profile read-only and recomputes the capped totals and HRA exemption as one types', async () => {
    const { user } = open(declaration());
    expect(await screen.findByDisplayValue('EMP-7')).toHaveProperty('readOnly', true);
    expect(screen.getByDisplayValue('FY 2026-27')).toBeTruthy();
    await enterText(user, screen.getByLabelText('Public Provident Fund (PPF)'), '120000');
    await enterText(user, screen.getByLabelText('ELSS mutual funds'), '60000');
    const section80C = within(await summary()).getByTestId('summary-80C');
    expect(section80C.textContent).toContain('₹1,50,000 of ₹1,50,000');
    expect(section80C.textContent).toContain('capped');
    expect(section80C.textContent).toContain('claimed ₹1,80,000');
    await enterText(user, screen.getByLabelText('Basic salary'), '600000');
    await enterText(user, screen.getByLabelText('HRA received'), '300000');
    await enterText(user, screen.getByLabelText('Rent paid'), '180000');
    expect((await summary()).textContent).toContain('rent over 10% of salary ₹1,20,000');
    expect((await summary()).textContent).toMatch(/HRA exemption₹1,20,000/);
  });

  it('asks once for each year shown, and shows a year seen before at once when chosen again', async () => {
    const { user, api } = open(declaration(), {
      'GET /tax-declarations/mine?financialYear=2026': { body: declaration() },
      'GET /tax-declarations/mine?financialYear=2025': {
        body: declaration({
          financialYear: 2025,
          totals: computeTaxTotals(taxInputsOf(emptyDeclarationData()), 2025),
        }),
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Financial year' }));
    await user.click(await screen.findByRole('option', { name: 'FY 2025-26' }));
    // Nothing is typed yet, so there is nothing to lose and nothing to ask.
    expect(await screen.findByDisplayValue('FY 2025-26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, leave' })).toBeNull();
    await screen.findByDisplayValue('EMP-7');
    expect(api.callsStartingWith('GET /tax-declarations/mine')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Financial year' }));
    await user.click(await screen.findByRole('option', { name: 'FY 2026-27' }));
    expect(await screen.findByDisplayValue('FY 2026-27')).toBeTruthy();
    expect(screen.getByDisplayValue('EMP-7')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /tax-declarations/mine?financialYear=2026')).toHaveLength(1));
    expect(api.callsTo('GET /tax-declarations/mine')).toHaveLength(1);
    expect(api.callsTo('GET /tax-declarations/mine?financialYear=2025')).toHaveLength(1);
  });

  it('asks before another year leaves typed amounts behind, and stays when told to', async () => {
    const { user } = open(declaration());
    await enterText(user, await screen.findByLabelText('Basic salary'), '600000');
    await user.click(screen.getByRole('combobox', { name: 'Financial year' }));
    await user.click(await screen.findByRole('option', { name: 'FY 2025-26' }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));
    expect(screen.getByDisplayValue('FY 2026-27')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Basic salary').value).toContain('6,00,000');
  });

  it('saves the draft as typed', async () => {
    let saved: TaxDeclarationData | undefined;
    const { user } = open(declaration(), {
      'PUT /tax-declarations/mine?financialYear=2026': (call: RecordedCall) => {
        saved = call.body as TaxDeclarationData;
        return { body: declaration({ id: 4, updatedAt: '2026-11-24T10:00:00Z' }, saved) };
      },
    });
    await enterText(user, await screen.findByLabelText('NPS contribution'), '70000');
    await enterText(user, screen.getByRole('textbox', { name: 'PAN' }), 'abcde1234f');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Declaration saved as draft.')).toBeTruthy();
    expect(saved?.nps80CCD1B).toBe(70_000);
    expect(saved?.personal.pan).toBe('ABCDE1234F');
  });

  it('sends an emptied amount as 0, upper-cases the PAN as typed, and shows a refused amount under it', async () => {
    const data = emptyDeclarationData();
    data.income.basicSalary = 500_000;
    const sent: TaxDeclarationData[] = [];
    const { user } = open(declaration({ id: 4 }, data), {
      'PUT /tax-declarations/mine?financialYear=2026': (call: RecordedCall) => {
        sent.push(call.body as TaxDeclarationData);
        return apiError(422, 'validation_failed', 'Please correct the highlighted fields.', [
          { path: 'section80C.ppf', message: 'PPF deposits are capped at ₹1,50,000 a year.' },
        ]);
      },
    });
    const salary = await screen.findByLabelText<HTMLInputElement>('Basic salary');
    expect(salary.value).toBe('₹5,00,000');
    await user.clear(salary);
    expect(salary.value).toBe('₹0');
    const pan = screen.getByRole<HTMLInputElement>('textbox', { name: 'PAN' });
    await enterText(user, pan, 'abcde1234f');
    expect(pan.value).toBe('ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const ppf = screen.getByLabelText('Public Provident Fund (PPF)');
    await waitFor(() => expect(ppf.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('PPF deposits are capped at ₹1,50,000 a year.')).toBeTruthy();
    expect(sent[0]?.income.basicSalary).toBe(0);
    expect(sent[0]?.section80C.ppf).toBe(0);
    expect(sent[0]?.personal.pan).toBe('ABCDE1234F');
    // Every detail found its field: nothing is left for the form's alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before submitting and shows what is missing under the fields', async () => {
    const { user } = open(declaration({ id: 4 }), {
      'PUT /tax-declarations/mine?financialYear=2026': (call: RecordedCall) => ({
        body: declaration({ id: 4 }, call.body as TaxDeclarationData),
      }),
      'POST /tax-declarations/mine/submit?financialYear=2026': {
        status: 422,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Please correct the highlighted fields.',
            details: [{ path: 'personal.pan', message: 'PAN is required to submit.' }],
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your declaration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    expect(await screen.findByText('PAN is required to submit.')).toBeTruthy();
  });

  it('shows the declaration locked once submitted', async () => {
    const locked = declaration({
      id: 4,
      status: 'submitted',
      submittedAt: '2026-11-21T06:00:00Z',
      abilities: { edit: false, submit: false, reopen: false },
    });
    const { user } = open(declaration({ id: 4 }), {
      'PUT /tax-declarations/mine?financialYear=2026': (call: RecordedCall) => ({
        body: declaration({ id: 4 }, call.body as TaxDeclarationData),
      }),
      'POST /tax-declarations/mine/submit?financialYear=2026': { body: locked },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your declaration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, submit' }));
    expect(
      await screen.findByText('Submitted on 21-11-2026; locked until an Admin reopens it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });

  it('shows a submitted declaration locked, without Save or Submit', async () => {
    open(
      declaration({
        id: 4,
        status: 'submitted',
        submittedAt: '2026-11-20T06:00:00Z',
        abilities: { edit: false, submit: false, reopen: false },
      }),
    );
    expect(
      await screen.findByText('Submitted on 20-11-2026; locked until an Admin reopens it.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Basic salary')).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });

  it('lets a reviewer reopen a submitted declaration after confirming', async () => {
    const list = reviewList();
    const { user, api } = open(
      declaration(),
      {
        'GET /tax-declarations?*': { body: list },
        'POST /tax-declarations/9/reopen': { body: declaration({ id: 9 }) },
      },
      REVIEWER,
    );
    await user.click(await screen.findByRole('tab', { name: 'All declarations' }));
    const row = (await screen.findByText('Eve Test')).closest('tr')!;
    expect(row.textContent).toContain('₹9,00,000');
    await user.click(within(row).getByRole('button', { name: 'Reopen the declaration of Eve Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen declaration' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reopen' }));
    await waitFor(() => expect(api.callsTo('POST /tax-declarations/9/reopen')).toHaveLength(1));
    expect(await screen.findByText('Declaration reopened.')).toBeTruthy();
  });

  it('keeps the reviewers’ tab, status and page in the address, a page past the end corrected to the last', async () => {
    const { router, user, api } = open(
      declaration(),
      { 'GET /tax-declarations?*': { body: reviewList({ total: 23, page: 3 }) } },
      REVIEWER,
      '/investment-declaration?tab=all&status=submitted&page=99&pageSize=7',
    );
    const lastQuery = () =>
      new URLSearchParams(api.callsStartingWith('GET /tax-declarations?').at(-1)?.path.split('?')[1]);
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(lastQuery().get('status')).toBe('submitted');
    expect(lastQuery().get('financialYear')).toBe('2026');
    expect(lastQuery().get('pageSize')).toBe('10');
    expect(router.state.location.search).toBe('?tab=all&status=submitted&page=3');

    await user.click(await screen.findByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=all&status=submitted'));
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(screen.getByRole('tab', { name: 'All declarations' }).getAttribute('aria-selected')).toBe('true');
  });
});
