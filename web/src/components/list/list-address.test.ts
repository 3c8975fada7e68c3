import { describe, expect, it } from 'vitest';
import { LIST_MAX_PAGE, LIST_SEARCH_MAX_LENGTH } from '../../../../shared/constants.ts';
import { attendanceGridQuerySchema, GRID_MAX_DAYS } from '../../../../shared/schemas/attendance.schema.ts';
import { leaveListQuerySchema } from '../../../../shared/schemas/leave.schema.ts';
import { TASK_PAGE_SIZES, taskListQuerySchema } from '../../../../shared/schemas/tasks.schema.ts';
import { userListQuerySchema } from '../../../../shared/schemas/users.schema.ts';
import {
  listQueryString,
  nextSort,
  pageFromAddress,
  pageWithin,
  readListAddress,
  searchFromAddress,
  writeListAddress,
} from './list-address.ts';

const address = (text: string) => new URLSearchParams(text);
const ID = '0b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f';

describe('a list kept in the address', () => {
  it("reads the shared schema's defaults from a plain address", () => {
    expect(readListAddress(leaveListQuerySchema, address(''))).toEqual({
      own: false,
      search: undefined,
      page: 1,
      pageSize: 10,
    });
  });

  it('corrects what the list cannot take instead of refusing it', () => {
    const read = readListAddress(
      userListQuerySchema,
      address(
        `search=${'a'.repeat(LIST_SEARCH_MAX_LENGTH + 20)}&page=99999999&size=7&orderBy=salary&sort=up` +
          `&designationIds=nope&designationIds=${ID}`,
      ),
      { names: { pageSize: 'size' } },
    );
    expect(read.search).toHaveLength(LIST_SEARCH_MAX_LENGTH);
    expect(read.page).toBeGreaterThan(1);
    expect(read.pageSize).toBe(20);
    expect(read.orderBy).toBe('name');
    expect(read.sort).toBe('asc');
    expect(read.designationIds).toEqual([ID]);
    expect(readListAddress(userListQuerySchema, address('page=-3')).page).toBe(1);
    expect(readListAddress(userListQuerySchema, address('page=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults, keeps the parameters of others, and reads back the same', () => {
    const state = {
      ...readListAddress(taskListQuerySchema, address('')),
      tab: 'overdue' as const,
      projectIds: [3, 5],
      page: 2,
    };
    const written = writeListAddress(taskListQuerySchema, address('view=board&page=9'), state);
    expect(written.toString()).toBe('view=board&tab=overdue&projectIds=3&projectIds=5&page=2');
    expect(readListAddress(taskListQuerySchema, written)).toEqual(state);
    const plain = writeListAddress(
      leaveListQuerySchema,
      address('tab=leave'),
      readListAddress(leaveListQuerySchema, address('')),
    );
    expect(plain.toString()).toBe('tab=leave');
    const own = writeListAddress(
      leaveListQuerySchema,
      address(''),
      {
        ...readListAddress(leaveListQuerySchema, address('')),
        own: true,
        pageSize: 25,
      },
      { names: { pageSize: 'size' } },
    );
    expect(own.toString()).toBe('own=true&size=25');
  });

  it('shows the last page for a page past the end', () => {
    expect(pageWithin(999, 3, 10)).toBe(1);
    expect(pageWithin(4, 31, 10)).toBe(4);
    expect(pageWithin(5, 31, 10)).toBe(4);
    expect(pageWithin(2, 0, 10)).toBe(1);
  });

  it('reads a choice in any case as the list spells it, and a repeated item once', () => {
    const read = readListAddress(
      taskListQuerySchema,
      address(
        'statuses=In-Progress&statuses=new&statuses=In-progress&projectIds=3&projectIds=03&tab=OVERDUE',
      ),
    );
    expect(read.statuses).toEqual(['In-progress', 'New']);
    expect(read.projectIds).toEqual([3]);
    expect(read.tab).toBe('overdue');
  });

  it("keeps to the list's own page sizes and defaults", () => {
    const list = { pageSizes: TASK_PAGE_SIZES } as const;
    expect(readListAddress(taskListQuerySchema, address('pageSize=10'), list).pageSize).toBe(15);
    expect(readListAddress(taskListQuerySchema, address('pageSize=50'), list).pageSize).toBe(50);
    const view = { defaults: { pageSize: 10 }, pageSizes: [10, 25, 50, 100] } as const;
    expect(readListAddress(taskListQuerySchema, address('pageSize=15'), view).pageSize).toBe(10);
    const tenRows = { ...readListAddress(taskListQuerySchema, address(''), view), pageSize: 10 };
    expect(writeListAddress(taskListQuerySchema, address(''), tenRows, view).toString()).toBe('');
  });

  it('leaves an order to the server until one is chosen, then writes it with its direction', () => {
    const users = { unset: ['orderBy'], together: [['orderBy', 'sort']] } as const;
    const plain = readListAddress(userListQuerySchema, address(''), users);
    expect(plain.orderBy).toBeNull();
    expect(readListAddress(userListQuerySchema, address('orderBy=salary'), users).orderBy).toBeNull();
    expect(writeListAddress(userListQuerySchema, address(''), plain, users).toString()).toBe('');
    expect(listQueryString(userListQuerySchema, plain, users)).toBe('page=1&pageSize=20');

    const byName = { ...plain, ...nextSort(plain, 'name') };
    expect(byName).toMatchObject({ orderBy: 'name', sort: 'asc' });
    expect(writeListAddress(userListQuerySchema, address(''), byName, users).toString()).toBe(
      'orderBy=name&sort=asc',
    );
    expect(nextSort(byName, 'name')).toEqual({ orderBy: 'name', sort: 'desc' });
    expect(nextSort({ orderBy: 'name', sort: 'desc' }, 'email')).toEqual({ orderBy: 'email', sort: 'asc' });
  });

  it('names the values in the address as the list does', () => {
    const names = { names: { designationIds: 'designation', pageSize: 'size' } } as const;
    const read = readListAddress(userListQuerySchema, address(`designation=${ID}&size=40`), names);
    expect(read).toMatchObject({ designationIds: [ID], pageSize: 40 });
    expect(writeListAddress(userListQuerySchema, address(''), read, names).toString()).toBe(
      `designation=${ID}&size=40`,
    );
    expect(listQueryString(userListQuerySchema, read)).toContain(`designationIds=${ID}`);
  });
});

describe('a grid kept in the address', () => {
  const grid = {
    names: { typeId: 'type' },
    defaults: { year: 2026, month: 11 },
    together: [['year', 'month']],
    ranges: [{ from: 'from', to: 'to', maxDays: GRID_MAX_DAYS }],
  } as const;
  const read = (text: string) => readListAddress(attendanceGridQuerySchema, address(text), grid);

  it("shows the list's month, everyone, the first page of 10 by default", () => {
    expect(read('tab=attendance')).toEqual({
      year: 2026,
      month: 11,
      from: undefined,
      to: undefined,
      typeId: undefined,
      search: undefined,
      page: 1,
      pageSize: 10,
    });
  });

  it('drops what it cannot show: half a range, a range over 62 days, an unknown type, month or page size', () => {
    expect(read('from=2026-11-01')).toMatchObject({ from: undefined, to: undefined });
    expect(read('to=2026-11-01&type=2')).toMatchObject({ from: undefined, to: undefined, typeId: 2 });
    expect(read('from=2026-01-01&to=2026-03-31')).toMatchObject({ from: undefined, to: undefined });
    expect(read('from=2026-01-01&to=2026-03-03')).toMatchObject({ from: '2026-01-01', to: '2026-03-03' });
    expect(read('from=2026-11-20&to=2026-11-10')).toMatchObject({ from: '2026-11-10', to: '2026-11-20' });
    expect(read('type=12&pageSize=15&page=-2&month=13&year=2026')).toMatchObject({
      typeId: undefined,
      pageSize: 10,
      page: 1,
      year: 2026,
      month: 11,
    });
  });

  it('writes a month with its year, only what differs from the defaults, keeping the tab', () => {
    const written = writeListAddress(
      attendanceGridQuerySchema,
      address('tab=attendance&page=3'),
      { ...read(''), year: 2027, typeId: 7, search: 'ada', pageSize: 25 },
      grid,
    );
    expect(written.toString()).toBe('tab=attendance&year=2027&month=11&type=7&search=ada&pageSize=25');
    // Read in another month, the address still shows November 2027.
    const later = readListAddress(attendanceGridQuerySchema, written, {
      ...grid,
      defaults: { year: 2026, month: 12 },
    });
    expect(later).toMatchObject({ year: 2027, month: 11, typeId: 7, page: 1 });
  });
});

describe('list addresses out of range are corrected, not refused', () => {
  it('cuts a search to 100 characters, trimmed', () => {
    expect(searchFromAddress(`  ${'x'.repeat(150)}`)).toBe('x'.repeat(100));
    expect(searchFromAddress(`${'x'.repeat(99)}   y`)).toBe('x'.repeat(99));
    expect(searchFromAddress(' report ')).toBe('report');
    expect(searchFromAddress(null)).toBe('');
  });

  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['2.7', 2],
    ['7', 7],
    ['99999999', LIST_MAX_PAGE],
    ['Infinity', LIST_MAX_PAGE],
  ])('reads page %j as %i', (value, page) => {
    expect(pageFromAddress(value)).toBe(page);
  });

  it('keeps a page within a larger bound when the list has one', () => {
    expect(pageFromAddress('500000', 1_000_000)).toBe(500_000);
  });
});
