/**
 * The tasks area's react-query keys, each under the prefix that invalidating it uses:
 * `taskKeys.all` after a change that touches any task, `taskKeys.lists()` after one that only
 * changes what the list rows and the board's cards show.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  /** A page of a task list, as the person `viewAsId` (the hierarchy selector) sees it. */
  list: (viewAsId: string | null, params: object) => [...taskKeys.lists(), viewAsId, params] as const,
  /** Every column of the task board (under the lists: what changes a row changes a card). */
  boards: () => [...taskKeys.lists(), 'board'] as const,
  /** One column of the board: its pages, loaded one after the other. */
  boardColumn: (viewAsId: string | null, params: object) => [...taskKeys.boards(), viewAsId, params] as const,
  /** A searched list's total, asked for apart from its page. */
  count: (viewAsId: string | null, params: object) => [...taskKeys.all, 'count', viewAsId, params] as const,
  detail: (id: number) => [...taskKeys.all, 'detail', id] as const,
  timeline: (id: number) => [...taskKeys.all, 'timeline', id] as const,
  formOptions: () => [...taskKeys.all, 'form-options'] as const,
  mentionCandidates: (taskId: number, text: string) =>
    [...taskKeys.all, 'mention-candidates', taskId, text] as const,
};
