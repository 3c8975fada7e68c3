import { userQueryKey } from '../../../lib/users/get-user.ts';

/**
 * The users area's react-query keys, under the prefix that a change to anyone invalidates
 * (`userKeys.all`). A profile's key is the shared one of lib/users (other areas read profiles).
 */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  /** A page of the users list, as the person `viewAsId` (the hierarchy selector) sees it. */
  list: (viewAsId: string | null, params: object) => [...userKeys.lists(), viewAsId, params] as const,
  detail: userQueryKey,
  formOptions: () => [...userKeys.all, 'form-options'] as const,
  /** The add/edit form's choices for one person (null: adding) under one chosen manager. */
  formOption: (userId: string | null, managerId: string | null) =>
    [...userKeys.formOptions(), userId, managerId] as const,
  /**
   * Every cached answer about one person's balances. It sits under 'leave', so that applying for,
   * deciding or withdrawing leave (which refresh ['leave']) refreshes it too.
   */
  leaveBalances: (userId: string) => ['leave', 'balances', userId] as const,
  /** One page of that person's ledger. */
  leaveLedger: (userId: string, page: { page: number; pageSize: number }) =>
    [...userKeys.leaveBalances(userId), page] as const,
};
