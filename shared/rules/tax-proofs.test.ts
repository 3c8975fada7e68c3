import { describe, expect, it } from 'vitest';
import {
  financialYearChoices,
  financialYearLabel,
  financialYearOf,
  isAcceptedProofName,
} from './tax-proofs.ts';

describe('financialYearOf', () => {
  it.each([
    ['2026-03-31', 2025],
    ['2026-04-01', 2026],
    ['2026-12-31', 2026],
    ['2027-01-15', 2026],
  ])('%s is in FY starting %i', (day, year) => expect(financialYearOf(day)).toBe(year));
});

describe('financialYearLabel and choices', () => {
  it.each([
    [2026, '2026-27'],
    [2099, '2099-00'],
    [2009, '2009-10'],
  ])('%i reads %s', (year, label) => expect(financialYearLabel(year)).toBe(label));
  it('offers the current year first and four before it', () => {
    expect(financialYearChoices(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

describe('isAcceptedProofName', () => {
  it.each([
    ['rent.pdf', true],
    ['scan.JPEG', true],
    ['photo.jpg', true],
    ['card.png', true],
    ['sheet.xlsx', false],
    ['pdf', false],
    ['anim.gif', false],
  ])('%s → %s', (name, ok) => expect(isAcceptedProofName(name)).toBe(ok));
});
