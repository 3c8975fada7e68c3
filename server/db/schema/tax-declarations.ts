/**
 * Income tax declarations (tax-declarations module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { integer, jsonb, pgEnum, pgTable, smallint, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

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
