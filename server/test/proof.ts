import fs from 'node:fs';

/**
 * The reliability proofs (`npm run proof -- <name>`, scripts/proof.ts) are test files that run
 * short in `npm test`, `npm run test:pg` and CI, and full when the proof command asks
 * (PROOF_SIZE=full). Each records its figure here: scripts/proof.ts prints them, the last line
 * being the proof's figure.
 */
export const PROOF_FULL = process.env.PROOF_SIZE === 'full';

/** The short size in tests and CI, the full one under `npm run proof -- <name> --full`. */
export function proofSize<T>(short: T, full: T): T {
  return PROOF_FULL ? full : short;
}

/** Records a proof's figure for scripts/proof.ts (a line in the file PROOF_REPORT names). */
export function recordFigure(proof: string, figure: string): void {
  const file = process.env.PROOF_REPORT;
  const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded';
  if (file) fs.appendFileSync(file, `${JSON.stringify({ proof, engine, figure })}\n`);
}
