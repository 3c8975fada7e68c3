/**
 * `npm run bench -- --smoke …`: every fixed case at its smallest (a few people, rows and files
 * instead of thousands), to check in a few seconds that a mode runs and prints its figures
 * (scripts/bench.test.ts does so for each mode). Its figures say nothing against the budgets.
 */
export const SMOKE = process.argv.includes('--smoke');

/** A case's size: `full` as the budgets name it, or `smoke` under --smoke. */
export const sized = (full: number, smoke: number): number => (SMOKE ? smoke : full);
