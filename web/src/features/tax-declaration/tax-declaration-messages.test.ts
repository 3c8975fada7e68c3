import { describe, expect, it } from 'vitest';
import {
  TAX_DECLARATION_MESSAGES,
  TAX_DECLARATION_STATUS_LABELS,
} from '../../../../shared/rules/tax-declaration.ts';
import { ar } from '../../i18n/all-strings.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';
import { es } from '../../i18n/all-strings.ts';
import { fr } from '../../i18n/all-strings.ts';
import { zh } from '../../i18n/all-strings.ts';
import { DEDUCTION_CARDS, INCOME_FIELDS } from './declaration-fields.ts';

// The server's messages and the tables' labels reach t() through variables, which the general
// translation test cannot see.
const shown = [
  ...Object.values(TAX_DECLARATION_MESSAGES),
  ...Object.values(TAX_DECLARATION_STATUS_LABELS),
  ...INCOME_FIELDS.map((f) => f.label),
  ...DEDUCTION_CARDS.flatMap((card) => [card.title, ...card.fields.map((f) => f.label)]),
  'Employee',
  'Employee ID',
  'Status',
  'Gross income',
  'Taxable income',
  'Submitted on',
  'Actions',
];

describe('tax declaration translations', () => {
  it.each(shown)('%s has a key and a translation in every language', (text) => {
    expect(MESSAGE_KEYS).toContain(text);
    for (const locale of [fr, es, zh, ar] as Record<string, string>[]) expect(locale[text]).toBeTruthy();
  });
});
