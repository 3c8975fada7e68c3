import { spawn } from 'node:child_process';

/**
 * Runs a program of the system (PostgreSQL's client programs, tar); fails with what it printed
 * on standard error, or with how to install it.
 */
export function runProgram(command: string, args: string[], install: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) =>
      reject(new Error(`${command} could not run (install ${install}): ${err.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

/** pg_dump's custom format of the database as one exported snapshot sees it. */
export function pgDump(databaseUrl: string, file: string, snapshot: string): Promise<void> {
  return runProgram(
    'pg_dump',
    ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--file', file, '--dbname', databaseUrl],
    'postgresql-client',
  );
}

/** Restores a pg_dump custom-format file into the (empty) database, stopping at the first error. */
export function pgRestore(databaseUrl: string, file: string): Promise<void> {
  return runProgram(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--dbname', databaseUrl, file],
    'postgresql-client',
  );
}
