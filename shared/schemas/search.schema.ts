import { z } from 'zod';
import { LIST_SEARCH_MAX_LENGTH } from '../constants.ts';
import { LEAVE_STATUSES } from '../rules/leave.ts';
import { LETTER_STATUSES, LETTER_TYPES } from '../rules/letters.ts';
import { TASK_STATUSES } from '../rules/tasks.ts';
import { TAX_PROOF_STATUSES, TAX_PROOF_TYPES } from '../rules/tax-proofs.ts';

/** What the global search looks through, in the order its groups are shown. */
export const SEARCH_KINDS = ['task', 'person', 'project', 'leave', 'holiday', 'letter', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How many of each kind the palette shows, and how many one kind's "more" shows. */
export const SEARCH_GROUP_SIZE = 5;
export const SEARCH_KIND_SIZE = 20;

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for.',
  queryTooLong: `Search must not exceed ${LIST_SEARCH_MAX_LENGTH} characters.`,
} as const;

/** GET /search: the words, and one kind to see more of it. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.queryRequired })
    .max(LIST_SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.queryTooLong }),
  kind: z.enum(SEARCH_KINDS).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const taskHit = z.object({
  kind: z.literal('task'),
  id: z.number().int(),
  name: z.string(),
  status: z.enum(TASK_STATUSES),
  projectName: z.string(),
  assignedToName: z.string().nullable(),
  dueDate: z.string(),
});

const personHit = z.object({
  kind: z.literal('person'),
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  employeeCode: z.string(),
  designation: z.string().nullable(),
  department: z.string().nullable(),
  isActive: z.boolean(),
});

const projectHit = z.object({
  kind: z.literal('project'),
  id: z.number().int(),
  guid: z.string(),
  name: z.string(),
});

const leaveHit = z.object({
  kind: z.literal('leave'),
  id: z.number().int(),
  employeeName: z.string(),
  typeId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
});

const holidayHit = z.object({
  kind: z.literal('holiday'),
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  location: z.number().int(),
});

const letterHit = z.object({
  kind: z.literal('letter'),
  id: z.number().int(),
  type: z.enum(LETTER_TYPES),
  status: z.enum(LETTER_STATUSES),
  employeeName: z.string(),
  purpose: z.string(),
  referenceNumber: z.string().nullable(),
  /** Whether it is the caller's own request (else one they issue). */
  own: z.boolean(),
});

const documentHit = z.object({
  kind: z.literal('document'),
  id: z.number().int(),
  documentName: z.string(),
  type: z.enum(TAX_PROOF_TYPES),
  status: z.enum(TAX_PROOF_STATUSES),
  employeeName: z.string(),
  financialYear: z.number().int(),
  own: z.boolean(),
});

export const searchHitSchema = z.discriminatedUnion('kind', [
  taskHit,
  personHit,
  projectHit,
  leaveHit,
  holidayHit,
  letterHit,
  documentHit,
]);
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchHitOf<K extends SearchKind> = Extract<SearchHit, { kind: K }>;

export const searchResponseSchema = z.object({
  /** Only the kinds with something found, in SEARCH_KINDS order. */
  groups: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      items: z.array(searchHitSchema),
      /** Whether there is more of this kind than shown. */
      more: z.boolean(),
    }),
  ),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
