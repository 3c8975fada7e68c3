// Typed ESLint for the server, the web app and the shared code. One-way imports are enforced
// (DESIGN.md, "Module boundaries"): shared/ imports nothing of ours; the web never imports the
// server; web features never import each other; lib, components and i18n import no feature and
// not the app; a server module uses another only through its services and queries file and owns
// its tables. Cycles between folders are found by scripts/check-cycles.ts (npm run lint).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The folders directly in `folder` (relative to the project): features, modules. */
const foldersOf = (folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Files under `target` may not import from `from` (paths from the project's root), bar `except`. */
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });

/** Each web feature imports no other feature: shared pieces live in web/src/components and lib. */
const webFeatureZones = foldersOf('web/src/features').map((feature) =>
  zone(
    `web/src/features/${feature}`,
    'web/src/features',
    'A feature does not import another feature: move the shared piece to web/src/components or web/src/lib, or compose the page in web/src/app.',
    [`./${feature}`],
  ),
);

const webZones = [
  ...webFeatureZones,
  zone(
    'web/src/features',
    'web/src/app',
    'The app imports features, never the reverse: move the shared piece to web/src/components or web/src/lib.',
  ),
  zone(
    ['web/src/lib', 'web/src/components', 'web/src/i18n'],
    ['web/src/features', 'web/src/app'],
    'lib, components and i18n are below the features and the app: they import neither.',
  ),
  zone('web', 'server', 'The web app talks to the server over HTTP only: share code through shared/.'),
];

const sharedZones = [zone('shared', ['server', 'web'], 'shared/ is used by both sides and imports neither.')];

/** The public surface of a server module: its use cases and the one file of reads for others. */
const PUBLIC_SURFACE = ['**/*.service.ts', '**/*.queries.ts'];

/**
 * Each server module uses another only through its public surface, and reads and writes only its
 * own tables (its own file of server/db/schema/; the index server/db/schema.ts is for drizzle-kit,
 * the client and tests). Tests and test kits set up state across modules and are not held to it.
 */
const serverModuleZones = foldersOf('server/modules').flatMap((module) => [
  zone(
    `server/modules/${module}`,
    `server/modules/!(${module})/**`,
    "A module uses another only through its *.service.ts or <area>.queries.ts: add what you need to that module's surface.",
    PUBLIC_SURFACE,
  ),
  zone(
    `server/modules/${module}`,
    'server/db/schema',
    "A module reads and writes only its own tables: ask the owner's queries or service file.",
    [`./${module}.ts`],
  ),
]);

const serverZones = [
  ...serverModuleZones,
  zone(
    'server/modules',
    'server/db/schema.ts',
    "Import your own area's file of server/db/schema/, not the index.",
  ),
  zone(
    ['server/jobs', 'server/mail'],
    'server/modules/*/**',
    'Jobs and mail templates use a module only through its *.service.ts or <area>.queries.ts.',
    PUBLIC_SURFACE,
  ),
  zone(
    'server/lib',
    ['server/modules', 'server/jobs', 'server/mail'],
    'server/lib is below the modules: receive what you need from the composition root (server/app.ts).',
  ),
  zone(
    'server/db',
    ['server/modules', 'server/jobs', 'server/mail', 'server/lib'],
    'server/db is the bottom layer: it imports no module, job, mail template or lib file.',
  ),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests read JSON bodies of responses, which are untyped by nature.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // One form kit: fields bind to react-hook-form in web/src/components/form/ only (kit fields, or useKitField).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/components/form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['Controller', 'useController'],
              message: 'Use a field of web/src/components/form/ (or useKitField there) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure code: no I/O and no framework (our own folders are kept by sharedZones).
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'fastify', 'drizzle-orm'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webZones, ...sharedZones] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webZones, ...sharedZones, ...serverZones] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
