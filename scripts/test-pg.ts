/**
 * `npm run test:pg`: the tests that open a database, on PostgreSQL (vitest.config.ts picks them
 * with server/test/database-test-files.ts). The global set-up migrates one template database on
 * the server named by DATABASE_URL (default: the local server); each test file creates its own
 * database with a random name from it and drops it afterwards, template too, so the URL must be
 * allowed to create databases.
 */
import { postgresTestEnv, runVitest } from './run-vitest.ts';

const { host, env } = postgresTestEnv();
console.log(`Database-facing tests on PostgreSQL at ${host}`);
runVitest(['--project', 'server', ...process.argv.slice(2)], env);
