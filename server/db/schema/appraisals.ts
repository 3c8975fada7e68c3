/**
 * Appraisal cycles, questions, appraisals and answers (appraisals module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

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
