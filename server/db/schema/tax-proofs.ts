/**
 * IT proof documents (tax-proofs module).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { index, integer, pgEnum, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { TAX_PROOF_STATUSES, TAX_PROOF_TYPES } from '../../../shared/rules/tax-proofs.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

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
