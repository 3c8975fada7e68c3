import { describe, expect, it } from 'vitest';
import { CELL_CATEGORIES } from '../../../../shared/rules/attendance-grid.ts';
import { ar } from '../../i18n/all-strings.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';
import { readGridParams, shiftMonth, writeGridParams } from './grid-params.ts';

const TODAY = '2026-11-24';
const read = (query: string) => readGridParams(new URLSearchParams(query), TODAY);

describe('the month navigation', () => {
  it.each([
    [2026, 12, 1, { year: 2027, month: 1 }],
    [2027, 1, -1, { year: 2026, month: 12 }],
    [2026, 6, 1, { year: 2026, month: 7 }],
    [2026, 6, -1, { year: 2026, month: 5 }],
  ] as const)('%i-%i moved by %i is %o', (year, month, delta, expected) => {
    expect(shiftMonth(year, month, delta)).toEqual(expected);
  });
});

describe('the grid in the address', () => {
  it('defaults to the month holding today, everyone, the first page of 10', () => {
    expect(read('tab=attendance')).toEqual({
      year: 2026,
      month: 11,
      from: null,
      to: null,
      typeId: null,
      search: '',
      page: 1,
      pageSize: 10,
    });
  });

  it('drops what it cannot show: a half range, a range over 62 days, an unknown type or page size', () => {
    expect(read('from=2026-11-01')).toMatchObject({ from: null, to: null });
    expect(read('from=2026-01-01&to=2026-03-31')).toMatchObject({ from: null, to: null });
    expect(read('from=2026-11-20&to=2026-11-10')).toMatchObject({ from: '2026-11-10', to: '2026-11-20' });
    expect(read('type=12&pageSize=15&page=-2&month=13&year=2026')).toMatchObject({
      typeId: null,
      pageSize: 10,
      page: 1,
      year: 2026,
      month: 11,
    });
  });

  it('writes only what differs from the defaults, keeping the tab', () => {
    const written = writeGridParams(
      new URLSearchParams('tab=attendance&page=3'),
      { ...read(''), year: 2027, month: 1, typeId: 7, search: 'ada', pageSize: 25 },
      TODAY,
    );
    expect(written.toString()).toBe('tab=attendance&year=2027&month=1&type=7&search=ada&pageSize=25');
    expect(readGridParams(written, TODAY)).toMatchObject({ year: 2027, month: 1, typeId: 7, page: 1 });
  });
});

describe('the cell categories', () => {
  it('are all translated (the dash excepted)', () => {
    for (const { label } of CELL_CATEGORIES.filter((category) => category.code !== 'none')) {
      expect(MESSAGE_KEYS, label).toContain(label);
      expect(ar[label as keyof typeof ar], label).toBeTruthy();
    }
  });
});
