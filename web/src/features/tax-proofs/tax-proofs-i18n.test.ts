import { describe, expect, it } from 'vitest';
import {
  TAX_PROOF_MESSAGES,
  TAX_PROOF_STATUS_LABELS,
  TAX_PROOF_TYPE_LABELS,
} from '../../../../shared/rules/tax-proofs.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';

/** The texts that reach t() through a variable: the server's answers, the types and the statuses. */
describe('IT proof translations', () => {
  it('has a key for every message, type and status', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const shown = [
      ...Object.values(TAX_PROOF_MESSAGES),
      ...Object.values(TAX_PROOF_TYPE_LABELS),
      ...Object.values(TAX_PROOF_STATUS_LABELS),
    ];
    expect(shown.filter((text) => !keys.has(text))).toEqual([]);
  });
});
