/**
 * `npm run test:pg`: the database-facing tests on PostgreSQL. Each test file creates its own
 * database with a random name on the server named by DATABASE_URL (default: the local server)
 * and drops it afterwards, so the URL must be allowed to create databases.
 */
import { runVitest } from './run-vitest.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Database-facing tests on PostgreSQL at ${new URL(url).host}`);
runVitest(['--project', 'server', 'server', 'scripts', ...process.argv.slice(2)], {
  TEST_DATABASE_URL: url,
  DATABASE_URL: '',
});
