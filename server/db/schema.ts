/**
 * The database schema. Tables are grouped by the module that owns them; a module reads and
 * writes only its own tables and reaches the others through their services.
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LETTER_STATUSES, LETTER_TYPES } from '../../shared/rules/letters.ts';
import { TASK_STATUSES } from '../../shared/rules/tasks.ts';
import { TAX_PROOF_STATUSES, TAX_PROOF_TYPES } from '../../shared/rules/tax-proofs.ts';
import { TIMELINE_ENTRY_TYPES } from '../../shared/schemas/task-timeline.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// --- organisation (settings) ----------------------------------------------------------------

export const orgSettings = pgTable(
  'org_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 100 }).notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Asia/Kolkata'),
    demo: boolean('demo').notNull().default(false),
    /** The holiday calendar of everyone who has none of their own (1 India, 2 US). */
    holidayLocation: smallint('holiday_location').notNull().default(1),
    /** Days after which an earned compensatory day lapses unless taken. */
    compensatoryExpiryDays: smallint('compensatory_expiry_days').notNull().default(90),
    /** The working hours, in minutes after midnight of the organisation's time zone (09:30–18:30). */
    workDayStartMinutes: smallint('work_day_start_minutes').notNull().default(570),
    workDayEndMinutes: smallint('work_day_end_minutes').notNull().default(1110),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('org_settings_single_row', sql`${t.id} = 1`),
    check(
      'org_settings_work_day',
      sql`${t.workDayStartMinutes} >= 0 and ${t.workDayStartMinutes} < ${t.workDayEndMinutes} and ${t.workDayEndMinutes} <= 1440`,
    ),
  ],
);

// --- users -------------------------------------------------------------------------------------

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_name_unique').on(sql`lower(${t.name})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('designations_name_unique').on(sql`lower(${t.name})`)],
);

export const systemRoleKey = pgEnum('system_role_key', ['superAdmin', 'admin']);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 50 }).notNull(),
    systemKey: systemRoleKey('system_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_name_unique').on(sql`lower(${t.name})`)],
);

export const gender = pgEnum('gender', ['Male', 'Female', 'Others']);
export const maritalStatus = pgEnum('marital_status', ['Married', 'Unmarried']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** Dial code as shown ('+91'); the ISO code tells apart countries that share one ('+1'). */
    countryCode: varchar('country_code', { length: 12 }),
    countryIso: varchar('country_iso', { length: 2 }),
    phoneNumber: varchar('phone_number', { length: 10 }),
    gender: gender('gender'),
    maritalStatus: maritalStatus('marital_status'),
    employeeCode: varchar('employee_code', { length: 30 }).notNull(),
    departmentId: uuid('department_id').references(() => departments.id),
    designationId: uuid('designation_id').references(() => designations.id),
    roleId: uuid('role_id').references(() => roles.id),
    reportingManagerId: uuid('reporting_manager_id').references((): AnyPgColumn => users.id),
    avatarKey: text('avatar_key'),
    timeZone: varchar('time_zone', { length: 64 }),
    /** The person's holiday calendar (1 India, 2 US); null: the organisation's. */
    holidayLocation: smallint('holiday_location'),
    isActive: boolean('is_active').notNull().default(true),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A deleted person's address and employee id may be used again.
    uniqueIndex('users_email_active_unique')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_employee_code_active_unique')
      .on(sql`lower(${t.employeeCode})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_reporting_manager_idx').on(t.reportingManagerId),
    // The few deleted people, whom every look-down-the-tree leaves out.
    index('users_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_not_own_manager',
      sql`${t.reportingManagerId} is null or ${t.reportingManagerId} <> ${t.id}`,
    ),
  ],
);

/**
 * Who is below whom: one row per (ancestor, descendant) pair, including each person with
 * themself at depth 0. Kept by a trigger on users (migration 0003) whenever someone is added or
 * changes manager, so every write path keeps it right; the subtree lookups that every list's
 * scope needs then cost one index range instead of a recursive walk.
 */
export const userClosure = pgTable(
  'user_closure',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('user_closure_descendant_idx').on(t.descendantId),
  ],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/**
 * When a person with a team is deactivated or deleted, their reports move to a new manager and
 * their open tasks follow (spec 001 §2.2). The task area reads these rows to reassign tasks.
 */
export const reassignmentReason = pgEnum('reassignment_reason', [
  'deactivated',
  'deleted',
  'removed_from_project',
]);

export const userReassignments = pgTable(
  'user_reassignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    newOwnerId: uuid('new_owner_id')
      .notNull()
      .references(() => users.id),
    reason: reassignmentReason('reason').notNull(),
    /** Set for a project removal: only that project's tasks move. */
    projectId: integer('project_id'),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('user_reassignments_user_idx').on(t.userId)],
);

// --- leave and holidays ------------------------------------------------------------------------

const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' }).notNull();

/**
 * The holiday calendars (spec 002 §3). National public holidays are imported from the
 * date-holidays library by the holiday-calendar job (is_custom false); people with
 * ManageHolidays add the custom ones. One holiday per day and location.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 1 India, 2 US. */
    location: smallint('location').notNull(),
    date: date('holiday_date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    typeId: smallint('type_id').notNull(),
    comments: varchar('comments', { length: 300 }).notNull().default(''),
    isCustom: boolean('is_custom').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('holidays_location_date_unique').on(t.location, t.date)],
);

/**
 * Leave applications (spec 002 §3). The status is derived (shared/rules/leave.ts#leaveStatus):
 * approved_at set is Approved, rejected_at set is Rejected. Withdrawn applications are deleted.
 */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    halfDay: varchar('half_day', { length: 6 }).$type<'first' | 'second'>(),
    duration: days('duration'),
    reason: varchar('reason', { length: 500 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decisionNote: varchar('decision_note', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leave_applications_user_idx').on(t.userId, t.fromDate),
    index('leave_applications_created_idx').on(t.createdAt, t.id),
    // The list's search: a type is one of nine ids, a reason is matched anywhere (pg_trgm), so that
    // a search reads the applications it finds, not all of a large team's.
    index('leave_applications_type_idx').on(t.typeId),
    index('leave_applications_reason_search_idx').using('gin', t.reason.op('gin_trgm_ops')),
    check('leave_applications_dates', sql`${t.toDate} >= ${t.fromDate}`),
    check('leave_applications_one_decision', sql`${t.approvedAt} is null or ${t.rejectedAt} is null`),
  ],
);

/**
 * How many leave applications each person has, kept by triggers on leave_applications (migration
 * 0015), so that the leave list's total for a large team adds up a row per person instead of
 * counting every application.
 */
export const leaveCounts = pgTable('leave_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull(),
});

export const ledgerKind = pgEnum('leave_ledger_kind', [
  'allocation',
  'monthly_top_up',
  'approval',
  'cancellation',
  'compensatory_earned',
  'compensatory_expired',
  'correction',
]);

/**
 * Every change of a leave balance, one row each: a balance is the sum of its rows, so each
 * figure can be explained line by line. The partial unique keys make each effect happen once:
 * one top-up per person, type and month; one approval and one cancellation per leave.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    kind: ledgerKind('kind').notNull(),
    days: days('days'),
    /** The month of a top-up; the day a compensatory day was earned. */
    period: date('period', { mode: 'string' }),
    /** When an earned compensatory day lapses. */
    expiresOn: date('expires_on', { mode: 'string' }),
    leaveId: integer('leave_id').references(() => leaveApplications.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 300 }),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('leave_ledger_user_idx').on(t.userId, t.typeId),
    uniqueIndex('leave_ledger_top_up_once')
      .on(t.userId, t.typeId, t.period)
      .where(sql`${t.kind} = 'monthly_top_up'`),
    uniqueIndex('leave_ledger_leave_once')
      .on(t.leaveId, t.kind)
      .where(sql`${t.kind} in ('approval', 'cancellation')`),
    // One compensatory day earned per person and day, and it lapses at most once.
    uniqueIndex('leave_ledger_compensatory_once')
      .on(t.userId, t.period, t.kind)
      .where(sql`${t.kind} in ('compensatory_earned', 'compensatory_expired')`),
    index('leave_ledger_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.kind} = 'compensatory_earned'`),
  ],
);

// --- attendance --------------------------------------------------------------------------------

/**
 * Named places where people may check in (Orgdesk's own, beyond the spec): a circle around a
 * position. A person bound to no site checks in anywhere.
 */
export const workSites = pgTable(
  'work_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMeters: integer('radius_meters').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('work_sites_name_unique').on(sql`lower(${t.name})`)],
);

export const workSiteMembers = pgTable(
  'work_site_members',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => workSites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('work_site_members_site_idx').on(t.siteId)],
);

/**
 * One attendance record per person and day (spec 002 §3 Attendance record): the check-in with its
 * photo, position and accuracy, then the punch out. The unique key makes a second check-in on the
 * same day, even sent twice at once, fail in the database.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation's calendar day of the check-in. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    checkInLatitude: doublePrecision('check_in_latitude').notNull(),
    checkInLongitude: doublePrecision('check_in_longitude').notNull(),
    checkInAccuracy: doublePrecision('check_in_accuracy'),
    checkInPlace: varchar('check_in_place', { length: 300 }),
    checkInSiteName: varchar('check_in_site_name', { length: 100 }),
    /** The re-encoded photo in storage (attendance/….jpg). */
    photoKey: varchar('photo_key', { length: 200 }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkOutLatitude: doublePrecision('check_out_latitude'),
    checkOutLongitude: doublePrecision('check_out_longitude'),
    checkOutAccuracy: doublePrecision('check_out_accuracy'),
    checkOutPlace: varchar('check_out_place', { length: 300 }),
    checkOutSiteName: varchar('check_out_site_name', { length: 100 }),
    /** A weekend or holiday check-in that earned a compensatory day. */
    compensatoryEarned: boolean('compensatory_earned').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendance_records_user_day_unique').on(t.userId, t.workDate),
    index('attendance_records_day_idx').on(t.workDate),
    index('attendance_records_photo_idx').on(t.photoKey),
    check(
      'attendance_records_check_out_whole',
      sql`(${t.checkOutAt} is null) = (${t.checkOutLatitude} is null) and (${t.checkOutAt} is null) = (${t.checkOutLongitude} is null)`,
    ),
  ],
);

// --- hr (letters, appraisals, tax proofs and declarations) -------------------------------------

export const letterType = pgEnum('letter_type', LETTER_TYPES);
export const letterStatus = pgEnum('letter_status', LETTER_STATUSES);

/** The text an issuer starts from for each type of letter, with placeholders ({name}, {date}…). */
export const letterTemplates = pgTable('letter_templates', {
  type: letterType('type').primaryKey(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * A person's request for a letter. Issuing writes the letter's text, its reference number and
 * verification code, and the PDF in storage; rejecting writes the reason.
 */
export const letterRequests = pgTable(
  'letter_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: letterType('type').notNull(),
    purpose: varchar('purpose', { length: 200 }).notNull().default(''),
    addressedTo: varchar('addressed_to', { length: 200 }).notNull().default(''),
    notes: varchar('notes', { length: 1000 }).notNull().default(''),
    status: letterStatus('status').notNull().default('requested'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    subject: varchar('subject', { length: 200 }),
    body: text('body'),
    referenceNumber: varchar('reference_number', { length: 40 }).unique(),
    /**
     * The letters' register: an issued letter's year (in the organisation's time zone) and its
     * number in that year, 1, 2, 3… in issue order without gaps, taken in the issuing transaction.
     */
    registerYear: smallint('register_year'),
    registerNumber: integer('register_number'),
    verificationCode: varchar('verification_code', { length: 40 }).unique(),
    fileKey: varchar('file_key', { length: 200 }).unique(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('letter_requests_user_idx').on(t.userId, t.createdAt),
    index('letter_requests_created_idx').on(t.createdAt, t.id),
    uniqueIndex('letter_requests_register_unique').on(t.registerYear, t.registerNumber),
    check(
      'letter_requests_issued_whole',
      sql`(${t.status} = 'issued') = (${t.verificationCode} is not null and ${t.fileKey} is not null and ${t.referenceNumber} is not null and ${t.registerYear} is not null and ${t.registerNumber} is not null)`,
    ),
    check('letter_requests_register_number', sql`${t.registerNumber} > 0`),
  ],
);

/** An appraisal cycle (name, period, due date); opening it creates an appraisal for every active person. */
export const appraisalCycles = pgTable(
  'appraisal_cycles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appraisal_cycles_name_unique').on(sql`lower(${t.name})`),
    check('appraisal_cycles_period', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/** The self appraisal's question categories (spec 002 §3 CategoryDetails.QuestionCategory), in order. */
export const appraisalCategories = pgTable(
  'appraisal_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('appraisal_categories_name_unique').on(sql`lower(${t.name})`)],
);

/** A self appraisal question; retired rather than deleted once answered, so answers keep their question. */
export const appraisalQuestions = pgTable(
  'appraisal_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => appraisalCategories.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('appraisal_questions_category_idx').on(t.categoryId, t.position)],
);

/**
 * One person's appraisal in a cycle: the self part (answers below), then the manager's review
 * (the 11 areas of spec 002, as `manager_review`), then its release to the person. The status
 * is derived from these instants by the shared rule (shared/rules/appraisals.ts).
 */
export const appraisals = pgTable(
  'appraisals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => appraisalCycles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    selfSavedAt: timestamp('self_saved_at', { withTimezone: true }),
    selfSubmittedAt: timestamp('self_submitted_at', { withTimezone: true }),
    managerReview: jsonb('manager_review').$type<Record<string, number | string | null>>(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    managerSavedAt: timestamp('manager_saved_at', { withTimezone: true }),
    managerSubmittedAt: timestamp('manager_submitted_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appraisals_cycle_user_unique').on(t.cycleId, t.userId),
    index('appraisals_user_idx').on(t.userId),
  ],
);

export const appraisalAnswers = pgTable(
  'appraisal_answers',
  {
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => appraisalQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appraisalId, t.questionId] })],
);

export const taxProofType = pgEnum('tax_proof_type', TAX_PROOF_TYPES);
export const taxProofStatus = pgEnum('tax_proof_status', TAX_PROOF_STATUSES);

/** An IT proof document: the file in storage under a generated key, for the person and Admins only. */
export const taxProofs = pgTable(
  'tax_proofs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The financial year it supports, by the year it starts in (2026 for FY 2026-27). */
    financialYear: smallint('financial_year').notNull(),
    type: taxProofType('type').notNull(),
    documentName: varchar('document_name', { length: 100 }).notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull().unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    status: taxProofStatus('status').notNull().default('submitted'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tax_proofs_user_idx').on(t.userId, t.financialYear, t.createdAt),
    index('tax_proofs_status_idx').on(t.status, t.createdAt),
  ],
);

export const taxDeclarationStatus = pgEnum('tax_declaration_status', ['draft', 'submitted']);

/**
 * A person's income tax declaration for a financial year. `data` holds the form's sections as the
 * shared schema describes them (validated on every save); a submitted one is locked until an
 * Admin reopens it.
 */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    financialYear: smallint('financial_year').notNull(),
    status: taxDeclarationStatus('status').notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_declarations_user_year_unique').on(t.userId, t.financialYear)],
);

// --- auth --------------------------------------------------------------------------------------

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's secret: a leaked table does not hand out sessions. */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const userTokenPurpose = pgEnum('user_token_purpose', [
  'reset_password',
  'verify_email',
  'invitation',
]);

/** Single-use links sent by e-mail. Only the token's hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when a newer link replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_unique').on(t.tokenHash),
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** Fixed-window counters for throttling (sign-in, recovery mails), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// --- mail --------------------------------------------------------------------------------------

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/** Mail is written here in the transaction that causes it, then delivered by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

// --- scheduled jobs ------------------------------------------------------------------------------

export const jobOutcome = pgEnum('job_outcome', ['running', 'succeeded', 'failed']);

/**
 * One row per run of a scheduled job. The unique (job, period) key is what makes a period run
 * once across instances: claiming it is an insert that only one instance wins, or a take-over of
 * a run whose lease ran out (its instance died) or that failed.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobName: varchar('job_name', { length: 60 }).notNull(),
    /** The scheduled instant this run is for. */
    period: timestamp('period', { withTimezone: true }).notNull(),
    outcome: jobOutcome('outcome').notNull().default('running'),
    attempt: integer('attempt').notNull().default(1),
    instance: varchar('instance', { length: 100 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    summary: varchar('summary', { length: 300 }),
    error: text('error'),
  },
  (t) => [uniqueIndex('job_runs_job_period_key').on(t.jobName, t.period)],
);

// --- idempotency keys ----------------------------------------------------------------------------

export const idempotencyState = pgEnum('idempotency_state', ['running', 'done']);

/**
 * The first answer to a create request sent with an Idempotency-Key header, so that a repeat of
 * it (a double click, a retry after a lost answer) gets that answer instead of a second effect.
 * The unique (scope, key) index is what lets only one of two concurrent requests run. Rows go
 * after 24 hours (the idempotency-key-expiry job).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who sent it (a user, or the client address when anonymous), the method and the route. */
    scope: varchar('scope', { length: 400 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 (hex) of the method, route, parameters and canonical JSON body. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    state: idempotencyState('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    /** The serialized JSON body as it was sent. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// --- projects ----------------------------------------------------------------------------------

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    thumbnailKey: text('thumbnail_key'),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('projects_name_unique')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

// --- tasks -------------------------------------------------------------------------------------

export const taskStatus = pgEnum('task_status', TASK_STATUSES);

/** A task. `number` is the readable, stable id people quote (T-0042); `id` is the same value. */
export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    /** null: unassigned. */
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    assignedById: uuid('assigned_by_id')
      .notNull()
      .references(() => users.id),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: taskStatus('status').notNull().default('New'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    overdueMailSentAt: timestamp('overdue_mail_sent_at', { withTimezone: true }),
    /**
     * The project's and the people's names as the list shows and sorts them (spec 000 §3 keeps
     * them on the task too). Written by triggers (migration 0005) from projects and users, on
     * every write and every rename: the list then sorts a large team's tasks by walking an index.
     */
    projectName: text('project_name').notNull().default(''),
    assignedToName: text('assigned_to_name'),
    assignedByName: text('assigned_by_name').notNull().default(''),
    modifiedById: uuid('modified_by_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_assigned_to_idx').on(t.assignedToId, t.isDeleted, t.status, t.dueDate),
    index('tasks_assigned_by_idx').on(t.assignedById, t.isDeleted, t.status, t.dueDate),
    index('tasks_project_idx').on(t.projectId, t.isDeleted),
    // One index for each order of the list, ties broken by id in the same direction, so that a
    // page of visible tasks is found by walking it either way (migration 0005).
    index('tasks_created_at_idx').on(t.createdAt, t.id),
    index('tasks_name_order_idx').on(sql`lower(${t.name})`, t.id),
    index('tasks_project_order_idx').on(sql`lower(${t.projectName})`, t.id),
    index('tasks_assigned_to_order_idx').on(sql`lower(${t.assignedToName})`, t.id),
    index('tasks_assigned_by_order_idx').on(sql`lower(${t.assignedByName})`, t.id),
    index('tasks_due_date_idx').on(t.dueDate, t.id),
    index('tasks_status_idx').on(t.status, t.id),
    // The list's search (ILIKE '%…%' on the task's name): trigrams, pg_trgm. Its project and
    // assignee are searched by name among projects and people, then by id (searchSql).
    index('tasks_name_search_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * How many tasks each person sees, by deleted flag, status and due date, so that the dashboard
 * and the list totals read a few hundred rows instead of counting a large team's tasks one by
 * one. Kept by triggers (migration 0004) on tasks, project_members and users, the way
 * user_closure is; `viewer_id` is the nil uuid for the whole organisation (Super admin, Admin).
 */
export const taskViewCounts = pgTable(
  'task_view_counts',
  {
    viewerId: uuid('viewer_id').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    status: taskStatus('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.isDeleted, t.status, t.dueDate] })],
);

export const timelineType = pgEnum('timeline_type', TIMELINE_ENTRY_TYPES);

/**
 * A task's timeline: events written in the same transaction as the change, and people's comments
 * (type Timeline). `previous`/`current` hold the changed fields of a TaskEdited entry.
 */
export const taskTimeline = pgTable(
  'task_timeline',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    type: timelineType('type').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    current: jsonb('current').$type<Record<string, unknown>>(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: createdAt(),
  },
  // A page of the timeline, newest first, is read backwards along (created_at, id) from the
  // cursor's position, without sorting entries that share a time.
  (t) => [index('task_timeline_page_idx').on(t.taskId, t.createdAt, t.id)],
);

/** People mentioned in a task's comments: the "Mentioned me" tab. */
export const taskMentions = pgTable(
  'task_mentions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_mentions_user_idx').on(t.userId)],
);

/**
 * Files attached to a Timeline comment (spec 000 §5). The file and its thumbnail (pictures only)
 * are in the storage under generated keys; the name is the uploader's, cleaned, for display only.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => taskTimeline.id, { onDelete: 'cascade' }),
    /** Its place among the comment's files, from 1: the zip names them file1, file2… */
    position: integer('position').notNull(),
    fileKey: varchar('file_key', { length: 200 }).notNull().unique(),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }).unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The kind found from the content (jpg, png, pdf, docx…), which also names the stored file. */
    kind: varchar('kind', { length: 8 }).notNull(),
    mimeType: varchar('mime_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_attachments_comment_idx').on(t.commentId, t.position),
    index('task_attachments_task_idx').on(t.taskId),
  ],
);

/**
 * The tasks the daily overdue digest has told their assignee about, once per due date: a task
 * whose due date moves and passes again is told about again. The key is what makes it once.
 */
export const taskOverdueDigests = pgTable(
  'task_overdue_digests',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.dueDate] })],
);
