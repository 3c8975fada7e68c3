import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, formatCycles, unitOf } from './check-cycles.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'check-cycles.ts');
let base = '';

/** A fixture project in a fresh temp folder: path → source. */
function project(files: Record<string, string>): string {
  base = mkdtempSync(path.join(tmpdir(), 'check-cycles-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), source);
  }
  return base;
}

afterEach(() => {
  if (base) rmSync(base, { recursive: true, force: true });
  base = '';
});

/** A web app whose layers import one way: app → features → components → lib → shared. */
const ONE_WAY = {
  'web/src/main.tsx': "import { router } from './app/router.tsx';\nexport const app = router;\n",
  'web/src/app/router.tsx':
    "export const router = [() => import('../features/tasks/pages/tasks-page.tsx'), () => import('../features/users/users-page.tsx')];\n",
  'web/src/features/tasks/pages/tasks-page.tsx':
    "import { ListPagination } from '../../../components/list/list-pagination.tsx';\nexport const page = ListPagination;\n",
  'web/src/features/users/users-page.tsx':
    "import type { Page } from '../../components/list/list-pagination.tsx';\nexport const page: Page = 1;\n",
  'web/src/components/list/list-pagination.tsx':
    "import { formatDay } from '../../lib/format.ts';\nimport '@mantine/core';\nexport const ListPagination = formatDay;\nexport type Page = number;\n",
  'web/src/lib/format.ts':
    "import { addYears } from '../../../shared/rules/dates.ts';\nexport const formatDay = addYears;\n",
  'shared/rules/dates.ts': 'export const addYears = 1;\n',
  // Tests and their fixtures may import anything: they are not part of the structure.
  'web/src/features/users/users-page.test.tsx': "import '../tasks/pages/tasks-page.tsx';\n",
  'web/src/features/tasks/tasks-test-data.ts': "import '../users/users-page.tsx';\n",
  'web/src/test/render-app.tsx': "import '../app/router.tsx';\n",
};

describe('the units of the architecture', () => {
  it.each([
    ['web/src/features/tasks/pages/tasks-page.tsx', 'web/src/features/tasks'],
    ['web/src/components/list/list-pagination.tsx', 'web/src/components'],
    ['web/src/main.tsx', 'web/src/main.tsx'],
    ['shared/rules/dates.ts', 'shared/rules'],
    ['shared/constants.ts', 'shared/constants.ts'],
    ['server/modules/users/users.service.ts', 'server/modules/users'],
    ['server/lib/errors.ts', 'server/lib'],
    ['server/app.ts', 'server/app.ts'],
    ['scripts/demo-data.ts', 'scripts'],
  ])('%s belongs to %s', (file, unit) => {
    expect(unitOf(file)).toBe(unit);
  });
});

describe('import cycles', () => {
  it('finds none where imports go one way, whatever the tests import', () => {
    const cycles = findCycles(project(ONE_WAY), ['web/src', 'shared']);
    expect(cycles).toEqual({ files: [], units: [] });
    expect(formatCycles(cycles)).toBe('File import cycles: 0\nFolder cycles: 0');
  });

  it('finds two files importing each other, by a type import and a re-export', () => {
    const { files, units } = findCycles(
      project({
        ...ONE_WAY,
        'web/src/lib/format.ts':
          "import type { Page } from './page.ts';\nexport const formatDay = (page: Page) => page;\n",
        'web/src/lib/page.ts': "export { formatDay } from './format.ts';\nexport type Page = number;\n",
      }),
      ['web/src'],
    );
    expect(units).toEqual([]);
    expect(files).toHaveLength(1);
    expect(files[0]?.path).toEqual(['web/src/lib/format.ts', 'web/src/lib/page.ts', 'web/src/lib/format.ts']);
  });

  it('finds features that import each other through different files, with the imports that make it', () => {
    const cycles = findCycles(
      project({
        ...ONE_WAY,
        'web/src/features/tasks/pages/tasks-page.tsx':
          "import { page } from '../../users/users-page.tsx';\nexport { page };\n",
        'web/src/features/users/user-name.ts': "export const load = () => import('../tasks/task-name.ts');\n",
        'web/src/features/tasks/task-name.ts': 'export const name = 1;\n',
      }),
      ['web/src', 'shared'],
    );
    expect(cycles.files).toEqual([]);
    expect(cycles.units).toHaveLength(1);
    expect(formatCycles(cycles).split('\n')).toEqual([
      'File import cycles: 0',
      'Folder cycles: 1',
      '  2 in a cycle: web/src/features/tasks -> web/src/features/users -> web/src/features/tasks',
      '    web/src/features/tasks -> web/src/features/users',
      '      web/src/features/tasks/pages/tasks-page.tsx -> web/src/features/users/users-page.tsx',
      '    web/src/features/users -> web/src/features/tasks',
      '      web/src/features/users/user-name.ts -> web/src/features/tasks/task-name.ts',
    ]);
  });

  it('lets the server composition root import every module while its config stays a leaf', () => {
    const root = project({
      'server/app.ts': "import './modules/users/users.routes.ts';\nimport './config.ts';\n",
      'server/config.ts': 'export const config = {};\n',
      'server/modules/users/users.routes.ts': "import '../../lib/context.ts';\nimport '../../config.ts';\n",
      'server/lib/context.ts': "import '../config.ts';\n",
    });
    expect(findCycles(root, ['server'])).toEqual({ files: [], units: [] });
  });

  it('fails from the command line when a lib imports a module that imports it back', () => {
    const root = project({
      'server/lib/session.plugin.ts': "import '../modules/auth/auth.service.ts';\n",
      'server/modules/auth/auth.service.ts': "import '../../lib/errors.ts';\n",
      'server/lib/errors.ts': 'export {};\n',
    });
    const run = () => spawnSync(process.execPath, [SCRIPT, 'server'], { cwd: root, encoding: 'utf8' });
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('Folder cycles: 1');
    expect(failed.stdout).toContain(
      '      server/lib/session.plugin.ts -> server/modules/auth/auth.service.ts\n',
    );
    rmSync(path.join(root, 'server/lib/session.plugin.ts'));
    expect(run()).toMatchObject({ status: 0, stdout: 'File import cycles: 0\nFolder cycles: 0\n' });
  });
});
