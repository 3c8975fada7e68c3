import { z } from 'zod';
import {
  LEAVE_CORRECTION_MAX_DAYS,
  LEAVE_CORRECTION_REASON_MAX_LENGTH,
  LEAVE_MESSAGES,
  LEAVE_PAGE_SIZES,
  LEAVE_REASON_MAX_LENGTH,
  LEAVE_STATUSES,
  LEAVE_TYPE_IDS,
} from '../rules/leave.ts';
import { isoDay, listPage, listSearch, requiredString, serialIdParam } from './common.schema.ts';

export const leaveTypeIdSchema = z.literal(LEAVE_TYPE_IDS, { error: LEAVE_MESSAGES.typeRequired });

/**
 * Apply for leave, or edit a pending one (spec 002 §2, the leave form). The duration is not sent:
 * the server computes it with the same rule the form shows.
 */
export const leaveBodySchema = z
  .strictObject({
    typeId: leaveTypeIdSchema,
    fromDate: isoDay(LEAVE_MESSAGES.fromRequired),
    toDate: isoDay(LEAVE_MESSAGES.toRequired),
    /** A one-day leave may be its first or second half (0.5 day). */
    halfDay: z.enum(['first', 'second']).nullable().default(null),
    reason: requiredString(LEAVE_MESSAGES.reasonRequired)
      .refine((v) => v.trim().length > 0, { error: LEAVE_MESSAGES.reasonRequired, abort: true })
      .max(LEAVE_REASON_MAX_LENGTH, { error: LEAVE_MESSAGES.reasonTooLong }),
  })
  .superRefine((body, issue) => {
    if (body.toDate < body.fromDate)
      issue.addIssue({ code: 'custom', path: ['toDate'], message: LEAVE_MESSAGES.toBeforeFrom });
    else if (body.halfDay && body.toDate !== body.fromDate)
      issue.addIssue({ code: 'custom', path: ['halfDay'], message: LEAVE_MESSAGES.halfDayOneDay });
  });
export type LeaveBody = z.infer<typeof leaveBodySchema>;
export type LeaveFormInput = z.input<typeof leaveBodySchema>;

export const leaveIdParamsSchema = z.strictObject({ id: serialIdParam() });

export const leaveListQuerySchema = z.strictObject({
  /** Only the caller's own applications, instead of everyone's below them too. */
  own: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  search: listSearch(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LEAVE_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type LeaveListQuery = z.infer<typeof leaveListQuerySchema>;

export const leaveAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
  /** Cancel an approved leave that has not started: its days return to the balance. */
  cancel: z.boolean(),
});

export const leaveSchema = z.object({
  id: z.number().int(),
  employee: z.object({ id: z.uuid(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  typeId: z.number().int(),
  typeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  halfDay: z.enum(['first', 'second']).nullable(),
  duration: z.number(),
  reason: z.string(),
  appliedOn: z.string(),
  status: z.enum(LEAVE_STATUSES),
  decidedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  abilities: leaveAbilitiesSchema,
});
export type Leave = z.infer<typeof leaveSchema>;

/** How many of a person's applications of the year their page lists. */
export const PERSON_LEAVES_SHOWN = 50;

/** A person's leave on their page: this year's applications, the latest first (taken and planned). */
export const personLeavesSchema = z.object({ items: z.array(leaveSchema) });
export type PersonLeaves = z.infer<typeof personLeavesSchema>;

export const leaveListResponseSchema = z.object({
  items: z.array(leaveSchema),
  /** null: a searched page found among many applications; its total is asked for apart (/leaves/count). */
  total: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeaveListResponse = z.infer<typeof leaveListResponseSchema>;

export const leaveCountResponseSchema = z.object({ total: z.number().int() });
export type LeaveCountResponse = z.infer<typeof leaveCountResponseSchema>;

export const leaveBalanceRowSchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
  /** What the ledger adds up to. */
  balance: z.number(),
  /** What pending requests hold. */
  held: z.number(),
  /** What a new request may take: balance less held. */
  available: z.number(),
});
export type LeaveBalanceRow = z.infer<typeof leaveBalanceRowSchema>;

/** What the apply form needs to disable days and check the balance before sending. */
export const leavePlannerSchema = z.object({
  today: z.string(),
  /** The last day a leave may reach: the end of the holiday calendar (next year's 31 December). */
  lastDay: z.string(),
  location: z.number().int(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** The caller's own pending and approved leaves: their days cannot be picked again. */
  covered: z.array(
    z.object({
      leaveId: z.number().int(),
      fromDate: z.string(),
      toDate: z.string(),
      halfDay: z.enum(['first', 'second']).nullable(),
    }),
  ),
  balances: z.array(leaveBalanceRowSchema),
  maternityAllowed: z.boolean(),
});
export type LeavePlanner = z.infer<typeof leavePlannerSchema>;

export const LEDGER_KINDS = [
  'allocation',
  'monthly_top_up',
  'approval',
  'cancellation',
  'compensatory_earned',
  'compensatory_expired',
  'correction',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  /** The correction's reason, or what the entry refers to. */
  note: z.string().nullable(),
  leaveId: z.number().int().nullable(),
  actor: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const userLeaveParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid id.' }) });

export const ledgerQuerySchema = z.strictObject({
  page: listPage(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const leaveBalancesResponseSchema = z.object({
  balances: z.array(leaveBalanceRowSchema),
  ledger: z.array(ledgerEntrySchema),
  ledgerTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  abilities: z.object({ correct: z.boolean() }),
});
export type LeaveBalancesResponse = z.infer<typeof leaveBalancesResponseSchema>;

/** An Admin's correction of a balance, with its reason (kept on the ledger). */
export const leaveCorrectionBodySchema = z.strictObject({
  typeId: leaveTypeIdSchema,
  days: z
    .number({ error: LEAVE_MESSAGES.correctionDaysRequired })
    .refine((n) => n !== 0 && Number.isInteger(n * 2), { error: 'Days must be a non-zero multiple of 0.5.' })
    .refine((n) => Math.abs(n) <= LEAVE_CORRECTION_MAX_DAYS, {
      error: `Days must be between -${LEAVE_CORRECTION_MAX_DAYS} and ${LEAVE_CORRECTION_MAX_DAYS}.`,
    }),
  reason: requiredString(LEAVE_MESSAGES.correctionReasonRequired)
    .refine((v) => v.trim().length > 0, { error: LEAVE_MESSAGES.correctionReasonRequired, abort: true })
    .max(LEAVE_CORRECTION_REASON_MAX_LENGTH, {
      error: `Reason must not exceed ${LEAVE_CORRECTION_REASON_MAX_LENGTH} characters!`,
    }),
});
export type LeaveCorrectionBody = z.infer<typeof leaveCorrectionBodySchema>;

export const leaveDecisionBodySchema = z
  .strictObject({ note: z.string().max(300, { error: 'Note must not exceed 300 characters!' }).optional() })
  .default({});
