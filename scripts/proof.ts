/**
 * `npm run proof -- <name> [--full] [--engine embedded|postgres|both]`: one of the reliability
 * proofs, each a test file that `npm test`, `npm run test:pg` and CI run at its short size; here it
 * runs short, or full with --full (PROOF_SIZE=full), on the embedded database, on PostgreSQL (a
 * database of its own on the server at DATABASE_URL, default the local one, as npm run test:pg),
 * or both (the default). Prints the test run, then each engine's figure; the last line is the
 * proof's figure, and the exit status is the tests'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresTestEnv, vitestStatus } from './run-vitest.ts';

const PROOFS: Record<string, { files: string[]; about: string; postgresOnly?: boolean }> = {
  fuzz: {
    files: ['server/test/route-fuzz.test.ts'],
    about: 'every operation of the OpenAPI document with hostile values: 0 answers 5xx',
  },
  durability: {
    files: ['server/test/durability-proof.test.ts'],
    about:
      'the app killed with SIGKILL at random moments during mixed writes (tasks with attachments, comments, leave, check-ins with photos), restarted each time: 0 lost acknowledged writes, 0 partial records, 0 rows pointing at a missing file',
  },
  races: {
    files: ['server/test/race-proof.api.test.ts'],
    about:
      'racing requests over leave approvals, balances, check-ins, Idempotency-Key replays and letter issue: 0 double effects, no negative balance',
  },
  authz: {
    files: ['server/test/authz-matrix.api.test.ts'],
    about:
      'every operation of the OpenAPI document called by each relationship to the object’s owner (self, direct and skip-level report, peer, manager, other project, Admin): 0 unauthorized 2xx',
  },
  outage: {
    files: ['server/db/connection-loss.pg.test.ts'],
    about:
      'backends terminated and the connections to the database cut under write load: 503 with Retry-After, recovery within 1 s, the process alive, nothing acknowledged lost (PostgreSQL)',
    postgresOnly: true,
  },
};

const USAGE = `Usage: npm run proof -- <${Object.keys(PROOFS).join('|')}> [--full] [--engine embedded|postgres|both]\n${Object.entries(
  PROOFS,
)
  .map(([name, { about }]) => `  ${name}: ${about}`)
  .join('\n')}`;

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { full: { type: 'boolean', default: false }, engine: { type: 'string', default: 'both' } },
  });
  const name = positionals[0] ?? '';
  const proof = PROOFS[name];
  const engines = proof?.postgresOnly
    ? ['postgres']
    : values.engine === 'both'
      ? ['embedded', 'postgres']
      : values.engine === 'embedded' || values.engine === 'postgres'
        ? [values.engine]
        : [];
  if (!proof || positionals.length !== 1 || engines.length === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-proof-'));
  const report = path.join(reportDir, 'figures.jsonl');
  fs.writeFileSync(report, '');
  let status = 0;
  try {
    const postgres = postgresTestEnv();
    for (const engine of engines) {
      console.log(
        `\n${name} (${values.full ? 'full' : 'short'}) on ${engine === 'postgres' ? `PostgreSQL at ${postgres.host}` : 'the embedded database'}`,
      );
      const env: Record<string, string> = {
        PROOF_SIZE: values.full ? 'full' : 'short',
        PROOF_REPORT: report,
        ...(engine === 'postgres' ? postgres.env : { TEST_DATABASE_URL: '' }),
      };
      status ||= vitestStatus(['--project', 'server', ...proof.files], env);
    }
    const figures = fs
      .readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { proof: string; engine: string; figure: string })
      .filter((f) => f.proof === name);
    console.log('');
    if (figures.length < engines.length) console.log(`${name}: a run ended before its figure (see above)`);
    console.log(
      `${name}${values.full ? ' (full)' : ''}: ${figures.map((f) => `${f.engine}: ${f.figure}`).join('; ')}${status ? ' — FAILED' : ''}`,
    );
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
  process.exit(status);
}

main();
