import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles, runtimeImports } from './database-test-files.ts';
import type * as TestDatabaseModule from './test-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-scan-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), text);
  }
}

describe('the files that open a test database', () => {
  it('reads the imports that load at run time, not the type-only ones', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {\n  c,\n  type C,\n} from "../c.ts";',
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "import './f.ts';",
      "const g = await import('./g.ts');",
      "let h: typeof import('./h.ts');",
      "import pg from 'pg';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./a.ts', '../c.ts', './d.ts', './f.ts', './g.ts']);
  });

  it('finds the test files that reach the test database directly or through other files', () => {
    write({
      'server/test/test-database.ts': '',
      'server/test/test-app.ts': "import { createTestDatabase } from './test-database.ts';",
      'server/modules/x/x-test-kit.ts': "export { createTestApp } from '../../test/test-app.ts';",
      'server/modules/x/x.api.test.ts': "import { useKit } from './x-test-kit.ts';",
      'server/modules/x/x.policy.test.ts': "import type { TestApp } from '../../test/test-app.ts';",
      'server/db/direct.test.ts': "import { createTestDatabase } from '../test/test-database.ts';",
      'scripts/demo.test.ts': "const { createTestApp } = await import('../server/test/test-app.ts');",
      'shared/rules.test.ts': "import { rule } from './rules.ts';",
    });
    expect(databaseTestFiles(scratch)).toEqual([
      'scripts/demo.test.ts',
      'server/db/direct.test.ts',
      'server/modules/x/x.api.test.ts',
    ]);
  });

  it('includes the API tests and leaves out the pure ones in this project', () => {
    const files = databaseTestFiles(root);
    expect(files).toEqual(
      expect.arrayContaining(['server/modules/users/users.api.test.ts', 'server/db/client.pg.test.ts']),
    );
    expect(files).not.toContain('server/lib/csv.test.ts');
  });

  it('refuses to open a database in a test file that the scan does not find', async () => {
    // A specifier the scan cannot read, as a file that loads the test database indirectly would be.
    const specifier = ['.', 'test-database.ts'].join('/');
    const { createTestDatabase } = (await import(specifier)) as typeof TestDatabaseModule;
    await expect(createTestDatabase()).rejects.toThrow(/database-test-files\.test\.ts opens a test database/);
  });
});
