import { defineConfig } from 'vitest/config';

// Browser tests: one file at a time (each starts a server and a browser; the machines have 2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    fileParallelism: false,
    // The demo organisation is seeded once; each file's app starts on a copy of it.
    globalSetup: ['e2e/demo-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
