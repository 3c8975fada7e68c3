import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server of their own; npm run test:pg runs them. The bench
          // modes run on the embedded database whatever the suite, so npm test alone runs them.
          exclude: process.env.TEST_DATABASE_URL ? ['scripts/bench.test.ts'] : ['**/*.pg.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each test worker loads drizzle-orm as the server does (see server/module-hooks.ts).
          execArgv: ['--import', './server/module-hooks.ts'],
          // One migrated embedded database that each test database is copied from.
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
          testTimeout: 20000,
        },
      },
    ],
  },
});
