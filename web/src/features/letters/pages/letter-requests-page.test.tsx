import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LETTER_MESSAGES,
  LETTER_STATUS_LABELS,
  LETTER_TYPE_LABELS,
} from '../../../../../shared/rules/letters.ts';
import type { LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { MESSAGE_KEYS } from '../../../i18n/all-strings.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const REQUESTER = { id: TEST_USER.id, fullName: 'Ada Lovelace', employeeCode: 'E-1' };
const NONE = { download: false, cancel: false, issue: false, reject: false };

function letter(overrides: Partial<LetterRequest>): LetterRequest {
  return {
    id: 1,
    type: 'experience',
    purpose: 'Visa',
    addressedTo: 'The Consul',
    notes: '',
    status: 'requested',
    rejectionReason: null,
    referenceNumber: null,
    verificationCode: null,
    requestedOn: '2026-11-20',
    decidedOn: null,
    requester: REQUESTER,
    decidedBy: null,
    abilities: NONE,
    ...overrides,
  };
}

const page = (items: LetterRequest[], canIssue = false) => ({
  body: { items, total: items.length, page: 1, pageSize: 10, canIssue },
});

describe('the letter requests page', () => {
  it('lists the person’s requests with status, rejection reason and the day as DD-MM-YYYY', async () => {
    mockApi({
      'GET /letters/requests?*': page([
        letter({ id: 2, status: 'rejected', rejectionReason: 'Ask after probation.' }),
        letter({
          id: 1,
          type: 'salaryCertificate',
          status: 'issued',
          referenceNumber: 'LTR/2026/000001',
          verificationCode: 'ABCD-EFGH-JKMN',
          abilities: { ...NONE, download: true },
        }),
      ]),
    });
    renderApp('/letter-requests', { user: TEST_USER });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ask after probation.')).toBeTruthy();
    expect(within(rows[1]!).getByText('20-11-2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('LTR/2026/000001')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /Download PDF/ })).toBeTruthy();
    // Without IssueLetters: no everyone's view, no templates.
    expect(screen.queryByText('All requests')).toBeNull();
    expect(screen.queryByText('Templates')).toBeNull();
  });

  it('says No data found! when there is nothing', async () => {
    mockApi({ 'GET /letters/requests?*': page([]) });
    renderApp('/letter-requests', { user: TEST_USER });
    expect(await screen.findByText('No data found!')).toBeTruthy();
  });

  it('keeps the status and page in the address: a page past the end shows the last, and Back returns to it', async () => {
    const api = mockApi({
      'GET /letters/requests?*': {
        body: { items: [letter({})], total: 23, page: 3, pageSize: 10, canIssue: false },
      },
    });
    const { router, user } = renderApp('/letter-requests?status=requested&page=99&pageSize=7', {
      user: TEST_USER,
    });
    const lastQuery = () =>
      new URLSearchParams(api.callsStartingWith('GET /letters/requests?').at(-1)?.path.split('?')[1]);
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(lastQuery().get('status')).toBe('requested');
    expect(lastQuery().get('pageSize')).toBe('10');
    expect(router.state.location.search).toBe('?status=requested&page=3');
    expect(screen.queryByText(/must/)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=requested'));
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(router.state.location.search).toBe('?status=requested&page=3');
  });

  it('raises a request once the shared schema is satisfied, its messages under the fields', async () => {
    const api = mockApi({
      'GET /letters/requests?*': page([]),
      'POST /letters/requests': { status: 201, body: letter({ type: 'custom', purpose: 'Bank' }) },
    });
    const { user } = renderApp('/letter-requests', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Raise a Request' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText(LETTER_MESSAGES.typeRequired)).toBeTruthy();
    await choose(user, 'Type of letter', 'Custom letter');
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    // The shared schema wants a purpose for a custom letter before anything is sent.
    expect(await within(dialog).findByText(LETTER_MESSAGES.purposeRequired)).toBeTruthy();
    expect(api.callsTo('POST /letters/requests')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Purpose/ }), 'Bank');
    await user.type(within(dialog).getByRole('textbox', { name: 'Addressed to' }), 'The Manager');
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(api.callsTo('POST /letters/requests').length).toBeGreaterThan(0));
    expect(api.callsTo('POST /letters/requests')[0]!.body).toEqual({
      type: 'custom',
      purpose: 'Bank',
      addressedTo: 'The Manager',
      notes: '',
    });
  });

  it('keeps an issuer’s Templates tab in the address, so a link opens it and Back returns to the requests', async () => {
    const issuer = {
      ...TEST_USER,
      permissions: ['IssueLetters'] as typeof TEST_USER.permissions,
      abilities: { ...TEST_USER.abilities, issueLetters: true },
    };
    mockApi({
      'GET /letters/requests?*': page([letter({})], true),
      'GET /letters/templates': {
        body: {
          items: [{ type: 'experience', subject: 'Experience letter', body: 'Dear {{name}},', saved: false }],
        },
      },
    });
    const { router, user } = renderApp('/letter-requests?tab=templates', { user: issuer });
    expect(await screen.findByDisplayValue('Dear {{name}},')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Requests' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Visa')).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByDisplayValue('Dear {{name}},')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=templates');
  });

  it('shows a person without IssueLetters their requests even when the address asks for the templates', async () => {
    mockApi({ 'GET /letters/requests?*': page([letter({})]) });
    renderApp('/letter-requests?tab=templates', { user: TEST_USER });
    expect(await screen.findByText('Visa')).toBeTruthy();
    expect(screen.queryByText('Templates')).toBeNull();
  });

  it('opens an issuer on everyone’s requests, to edit the drafted text and issue', async () => {
    const issuer = {
      ...TEST_USER,
      permissions: ['IssueLetters'] as typeof TEST_USER.permissions,
      abilities: { ...TEST_USER.abilities, issueLetters: true },
    };
    const open = letter({
      id: 7,
      requester: { id: '7b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f', fullName: 'Eve Test', employeeCode: 'E-7' },
      abilities: { ...NONE, issue: true, reject: true },
    });
    const api = mockApi({
      'GET /letters/requests?view=mine*': page([]),
      'GET /letters/requests?view=all*': page([open], true),
      'GET /letters/requests/7/draft': { body: { subject: 'Experience letter', body: 'Eve works here.' } },
      'POST /letters/requests/7/issue': { body: { ...open, status: 'issued' } },
    });
    const { user } = renderApp('/letter-requests', { user: issuer });
    await user.click(
      await screen.findByRole('button', { name: /Issue letter: Experience letter, Eve Test/ }),
    );
    const dialog = await screen.findByRole('dialog');
    const body = await within(dialog).findByRole('textbox', { name: /Text of the letter/ });
    expect((body as HTMLTextAreaElement).value).toBe('Eve works here.');
    await user.type(body, ' Since 2025.');
    await user.click(within(dialog).getByRole('button', { name: 'Issue letter' }));
    await waitFor(() => expect(api.callsTo('POST /letters/requests/7/issue')).toHaveLength(1));
    expect(api.callsTo('POST /letters/requests/7/issue')[0]!.body).toEqual({
      subject: 'Experience letter',
      body: 'Eve works here. Since 2025.',
    });
  });

  it('asks before Esc throws away an edited letter or a typed rejection reason', async () => {
    const issuer = {
      ...TEST_USER,
      permissions: ['IssueLetters'] as typeof TEST_USER.permissions,
      abilities: { ...TEST_USER.abilities, issueLetters: true },
    };
    const open = letter({
      id: 7,
      requester: { id: '7b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f', fullName: 'Eve Test', employeeCode: 'E-7' },
      abilities: { ...NONE, issue: true, reject: true },
    });
    mockApi({
      'GET /letters/requests?view=mine*': page([]),
      'GET /letters/requests?view=all*': page([open], true),
      'GET /letters/requests/7/draft': { body: { subject: 'Experience letter', body: 'Eve works here.' } },
    });
    const { user } = renderApp('/letter-requests', { user: issuer });
    const question = () => screen.findByRole('dialog', { name: 'Are you sure?' });
    const stay = async () => {
      await user.click(within(await question()).getByRole('button', { name: 'No, cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull());
    };

    await user.click(
      await screen.findByRole('button', { name: /Issue letter: Experience letter, Eve Test/ }),
    );
    const issue = await screen.findByRole('dialog', { name: 'Issue letter' });
    const body = await within(issue).findByRole('textbox', { name: /Text of the letter/ });
    await user.type(body, ' Since 2025.');
    await user.keyboard('{Escape}');
    await stay();
    expect(body).toHaveProperty('value', 'Eve works here. Since 2025.');
    await user.click(within(issue).getByRole('button', { name: 'Close' }));
    await user.click(within(await question()).getByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Issue letter' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /Reject: Experience letter, Eve Test/ }));
    const reject = await screen.findByRole('dialog', { name: 'Reject request' });
    const reason = within(reject).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Not employed here any more.');
    await user.keyboard('{Escape}');
    await stay();
    expect(reason).toHaveProperty('value', 'Not employed here any more.');
  });
});

describe('the letter strings', () => {
  it('has a translation key for every message, type and status a screen may show', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const shown = [
      ...Object.values(LETTER_MESSAGES),
      ...Object.values(LETTER_TYPE_LABELS),
      ...Object.values(LETTER_STATUS_LABELS),
    ];
    expect(shown.filter((text) => !keys.has(text))).toEqual([]);
  });
});
