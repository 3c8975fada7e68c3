/**
 * "A module reads and writes only its own tables" (server/db/schema.ts), for the SQL written as
 * text. ESLint's zones keep the drizzle side (a module imports only its own file of
 * server/db/schema/); this test reads every server source for table names after FROM, JOIN, INTO,
 * UPDATE, TABLE and EXISTS, and fails when one belongs to another area. Tests and test kits set up
 * state across modules and are not held to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA_DIR = 'server/db/schema';

/** Which folder owns the tables of a schema file: its module, or server/lib for the shared machinery. */
const OWNER_OF_AREA: Record<string, string> = {
  jobs: 'server/lib',
  idempotency: 'server/lib',
};

/** The tables of each schema file, by the name given to pgTable. */
function tablesByArea(): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const file of fs.readdirSync(path.join(ROOT, SCHEMA_DIR))) {
    const source = fs.readFileSync(path.join(ROOT, SCHEMA_DIR, file), 'utf8');
    const names = [...source.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!);
    if (names.length > 0) areas.set(file.replace(/\.ts$/, ''), names);
  }
  return areas;
}

/** The tables a source names in its SQL text (comments left out, where English says "from users"). */
export function tablesNamedInSql(source: string, known: ReadonlySet<string>): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:from|join|into|update|table|exists)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const name = m[1]!.toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return [...found];
}

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|test-kit\.ts$/.test(entry.name)) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** The folders held to the rule: each module, and the layers around them. */
function ownerFolders(): string[] {
  const modules = fs
    .readdirSync(path.join(ROOT, 'server/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `server/modules/${entry.name}`);
  return [...modules, 'server/jobs', 'server/mail', 'server/lib'];
}

describe('table ownership', () => {
  const areas = tablesByArea();
  const ownerOfTable = new Map<string, string>();
  for (const [area, names] of areas)
    for (const name of names) ownerOfTable.set(name, OWNER_OF_AREA[area] ?? `server/modules/${area}`);
  const known = new Set(ownerOfTable.keys());

  it('reads the tables of every area, each owned by a folder that exists', () => {
    expect(known.size).toBeGreaterThan(30);
    for (const [name, owner] of ownerOfTable) expect(fs.existsSync(path.join(ROOT, owner)), name).toBe(true);
  });

  it('finds a table named in SQL text, and not one named in a comment or an import', () => {
    const source = [
      "import { x } from '../users/users.queries.ts';",
      '// reads from users, as a comment says',
      'const q = sql`select * from leave_applications l join "users" u on true`;',
      'const w = sql`insert into task_timeline (id) values (1)`;',
    ].join('\n');
    expect(tablesNamedInSql(source, known).sort()).toEqual(['leave_applications', 'task_timeline', 'users']);
  });

  it("no server folder names another area's table in its SQL", () => {
    const foreign: string[] = [];
    for (const folder of ownerFolders())
      for (const file of sourcesUnder(folder)) {
        const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
        for (const table of tablesNamedInSql(source, known))
          if (ownerOfTable.get(table) !== folder)
            foreign.push(`${file}: ${table} (${ownerOfTable.get(table)})`);
      }
    expect(foreign).toEqual([]);
  });
});
