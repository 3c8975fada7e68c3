import { describe, expect, it } from 'vitest';
import { LIST_SEARCH_MAX_LENGTH } from '../../../../shared/constants.ts';
import { leaveListQuerySchema } from '../../../../shared/schemas/leave.schema.ts';
import { taskListQuerySchema } from '../../../../shared/schemas/tasks.schema.ts';
import { userListQuerySchema } from '../../../../shared/schemas/users.schema.ts';
import { pageWithin, readListAddress, writeListAddress } from './list-address.ts';

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
});
