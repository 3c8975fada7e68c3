/**
 * Which server test files open a test database: those that import ./test-database.ts, directly or
 * through other files (./test-app.ts, a module's test kit). `npm run test:pg` runs only these on
 * PostgreSQL (see vitest.config.ts). The scan is checked from the other side too: under `npm test`
 * createTestDatabase fails in a file the scan missed, so no database test is left out silently.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders whose test files the server project runs. */
export const SERVER_TEST_ROOTS = ['server', 'shared', 'scripts'];
const TEST_DATABASE = 'server/test/test-database.ts';
const TEST_FILE = /\.test\.ts$/;

/**
 * The relative modules a TypeScript source loads at run time: `import … from`, `export … from`,
 * side-effect and dynamic imports, but not `import type`, `export type` or `typeof import(…)`,
 * which vanish when the file runs.
 */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const staticImport =
    /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const m of source.matchAll(staticImport)) if (!m[2]) found.push(m[3]!);
  for (const m of source.matchAll(/(?<!\btypeof\s+)\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*[,)]/g))
    found.push(m[1]!);
  return found;
}

function sourceFiles(root: string, dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sourceFiles(root, rel, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/**
 * The test files under `roots` (paths relative to `root`, sorted) that reach ./test-database.ts
 * through run-time imports.
 */
export function databaseTestFiles(root: string, roots: string[] = SERVER_TEST_ROOTS): string[] {
  const files = roots.flatMap((dir) =>
    fs.existsSync(path.join(root, dir)) ? sourceFiles(root, dir, []) : [],
  );
  // Who imports each file, so that the walk goes backwards from the test database.
  const importers = new Map<string, string[]>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const spec of runtimeImports(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      importers.set(target, [...(importers.get(target) ?? []), file]);
    }
  }
  const reached = new Set<string>([TEST_DATABASE]);
  const queue = [TEST_DATABASE];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of importers.get(file) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  return [...reached].filter((file) => TEST_FILE.test(file)).sort();
}
