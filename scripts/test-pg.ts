/**
 * `npm run test:pg`: the tests that open a database, on PostgreSQL (vitest.config.ts picks them
 * with server/test/database-test-files.ts). The global set-up migrates one template database on
 * the server named by DATABASE_URL (default: the local server); each test file creates its own
 * database with a random name from it and drops it afterwards, template too, so the URL must be
 * allowed to create databases.
 */
import { runVitest } from './run-vitest.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Database-facing tests on PostgreSQL at ${new URL(url).host}`);
runVitest(['--project', 'server', ...process.argv.slice(2)], {
  TEST_DATABASE_URL: url,
  DATABASE_URL: '',
});
