/**
 * The database schema: one file per owning area under ./schema/, re-exported here for drizzle-kit,
 * the db client's typing, migrations and health checks. A module reads and writes only its own
 * tables (its file) and reaches the others through their services and queries.
 */
export * from './schema/org.ts';
export * from './schema/users.ts';
export * from './schema/holidays.ts';
export * from './schema/leave.ts';
export * from './schema/attendance.ts';
export * from './schema/letters.ts';
export * from './schema/appraisals.ts';
export * from './schema/tax-proofs.ts';
export * from './schema/tax-declarations.ts';
export * from './schema/auth.ts';
export * from './schema/mail.ts';
export * from './schema/jobs.ts';
export * from './schema/idempotency.ts';
export * from './schema/projects.ts';
export * from './schema/tasks.ts';
export * from './schema/events.ts';
export * from './schema/notifications.ts';
export * from './schema/calendar.ts';
