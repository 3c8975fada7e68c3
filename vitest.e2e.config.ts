import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './e2e/sequencer.ts';

// Browser tests: two files at a time on a 2-core machine, each with its own app and its own
// contexts in the one chromium that the global set-up launches.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    // The accessibility run's windows (its only concurrent tests): two at a time per file.
    maxConcurrency: 2,
    // The demo organisation is seeded and chromium launched once; each file's app starts on a copy.
    globalSetup: ['e2e/demo-template.ts'],
    // The long accessibility run first, so that it does not finish alone (e2e/sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
