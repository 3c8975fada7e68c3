import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { databaseTestFiles } from './server/test/database-test-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The server test files that open a test database (server/test/database-test-files.ts). */
const databaseTests = databaseTestFiles(root);

export default defineConfig({
  test: {
    // Both cores of a CI machine (vitest's default leaves one to itself).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          // On PostgreSQL (npm run test:pg) only the files that open a database run: the others do
          // not depend on the engine, and npm test runs them. *.pg.test.ts need a PostgreSQL server
          // of their own, so npm test leaves them out.
          include: process.env.TEST_DATABASE_URL
            ? databaseTests
            : ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'],
          provide: { databaseTestFiles: databaseTests },
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each test worker loads drizzle-orm as the server does (see server/module-hooks.ts).
          execArgv: ['--import', './server/module-hooks.ts'],
          // One migrated database that each test database is copied from.
          globalSetup: ['server/test/pglite-template.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // The files share one worker's modules and jsdom: the set-up resets what tests change.
          isolate: false,
          testTimeout: 20000,
        },
      },
    ],
  },
});
