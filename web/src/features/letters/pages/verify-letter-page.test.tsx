import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LETTER_MESSAGES } from '../../../../../shared/rules/letters.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public letter check', () => {
  it('confirms a genuine letter from the code in the address, showing only name, type, day and reference', async () => {
    const api = mockApi({
      'GET /app-info': { body: { demo: false, demoPassword: null, demoEmail: null, version: 'test' } },
      'GET /letter-verification/ABCDEFGHJKMN': {
        body: {
          name: 'Eve Test',
          type: 'experience',
          issuedOn: '2026-11-24',
          referenceNumber: 'LTR/2026/000042',
        },
      },
    });
    renderApp('/verify-letter/abcd-efgh-jkmn');
    expect(await screen.findByText('This letter is genuine.')).toBeTruthy();
    expect(screen.getByText(/Eve Test/)).toBeTruthy();
    expect(screen.getByText(/24-11-2026/)).toBeTruthy();
    expect(screen.getByText('LTR/2026/000042')).toBeTruthy();
    expect(api.callsStartingWith('GET /letter-verification')).toHaveLength(1);
  });

  it('says so when no letter matches, and refuses a malformed code without asking', async () => {
    const api = mockApi({
      'GET /app-info': { body: { demo: false, demoPassword: null, demoEmail: null, version: 'test' } },
      'GET /letter-verification/*': apiError(404, 'not_found', LETTER_MESSAGES.noMatch),
    });
    const { user } = renderApp('/verify-letter');
    const input = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(input, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LETTER_MESSAGES.codeInvalid)).toBeTruthy();
    expect(api.callsStartingWith('GET /letter-verification')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'ABCD EFGH JKMP');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(LETTER_MESSAGES.noMatch)).toBeTruthy();
  });

  it('says which characters a code uses when an address holds twelve with one a code never has', async () => {
    const api = mockApi({
      'GET /app-info': { body: { demo: false, demoPassword: null, demoEmail: null, version: 'test' } },
    });
    renderApp('/verify-letter/ABCD-EFGH-JKLM');
    const input = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Enter the 12-character code printed on the letter. It uses the letters A–Z except I, L and O, and the digits 2–9.',
      ),
    ).toBeTruthy();
    expect(api.callsStartingWith('GET /letter-verification')).toHaveLength(0);
  });
});
