/**
 * The translation check of `npm run lint`. The English text is the key (web/src/i18n/i18n.ts), and
 * the strings live in one JSON file per language and area, web/src/i18n/locales/<lang>/<area>.json.
 * It fails when:
 * - a key of the English files is missing in another language, or a language has a key English has
 *   not (a plural form `key_one`, `key_few`… is allowed when `key` is in the same area);
 * - a key is in two areas (a page loads only its areas: the key must have one home);
 * - a key is used nowhere: no string or template in web/src, shared/ or server/ (tests and the
 *   locale files aside) spells it; a key of a server area (areas.ts SERVER_AREAS: the mails) must
 *   be spelled in that area's own folders, and that area must have its English file;
 * - a page uses a key of an area its route does not load: the route table (web/src/app/router.tsx)
 *   names each lazy page's areas (`areaPage([...], () => import(...))`), and every string of the
 *   page's modules (its static and dynamic imports, followed) that is a key must be in those areas
 *   or the common ones; the entry's own modules (main.tsx and what it imports) and the signed-in
 *   shell may use the common areas only; a part of it loaded on first use with its own areas
 *   (`lazyWithAreas([...], () => import(...))`) is checked as a page is. No route loads a server
 *   area, so no page spells its keys.
 *
 * Why not i18next-cli or i18next-parser: both extract the keys of `t('…')` calls into the files.
 * Here most keys are not written in a t() call: the server's and the shared schemas' messages reach
 * t(message) at run time, tables of labels are translated through a variable, and some keys are
 * templates (`${label} is required!`). Either tool would call those keys unused and drop them, and
 * neither knows which page loads which area.
 *
 *   node scripts/check-translations.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { LANGUAGE_CODES } from '../shared/constants.ts';
import { COMMON_AREAS, ENGLISH_PLURAL_AREAS, SERVER_AREAS, type Area } from '../web/src/i18n/areas.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(root, 'web/src/i18n/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Bundles = Map<string, Map<string, Record<string, string>>>;

export function readBundles(dir = localesDir): Bundles {
  const bundles: Bundles = new Map();
  for (const language of LANGUAGE_CODES) {
    const areas = new Map<string, Record<string, string>>();
    for (const file of fs.readdirSync(path.join(dir, language)).sort()) {
      if (!file.endsWith('.json')) continue;
      const strings = JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8')) as Record<
        string,
        string
      >;
      areas.set(file.slice(0, -5), strings);
    }
    bundles.set(language, areas);
  }
  return bundles;
}

/** Missing and extra keys of each language against English, and keys in two areas. */
export function checkLanguages(bundles: Bundles): string[] {
  const problems: string[] = [];
  const english = bundles.get('en')!;
  const home = new Map<string, string>();
  for (const area of Object.keys(SERVER_AREAS)) {
    if (!english.has(area)) problems.push(`en/${area}.json: missing (a server area, areas.ts SERVER_AREAS)`);
  }
  for (const [area, strings] of english) {
    for (const key of Object.keys(strings)) {
      // The server reads every English file (server/lib/translate.ts); the web, only those named.
      if (PLURAL.test(key) && !ENGLISH_PLURAL_AREAS.includes(area as Area) && !(area in SERVER_AREAS)) {
        problems.push(
          `en/${area}.json has plural forms: name it in ENGLISH_PLURAL_AREAS (areas.ts) and i18n.ts`,
        );
      }
      if (PLURAL.test(key)) continue;
      if (home.has(key)) problems.push(`"${key}" is in two areas: ${home.get(key)} and ${area}`);
      home.set(key, area);
    }
  }
  for (const [language, areas] of bundles) {
    for (const area of new Set([...english.keys(), ...areas.keys()])) {
      const own = areas.get(area);
      const reference = english.get(area);
      if (!own || !reference) {
        problems.push(`${language}/${area}.json: ${own ? 'no English file' : 'missing'}`);
        continue;
      }
      for (const key of Object.keys(reference)) {
        if (!PLURAL.test(key) && !(key in own)) problems.push(`${language}/${area}.json: missing "${key}"`);
      }
      for (const [key, text] of Object.entries(own)) {
        const base = key.replace(PLURAL, '');
        if (!(base in reference) || (base !== key && PLURAL.test(base))) {
          problems.push(`${language}/${area}.json: "${key}" is no English key`);
        } else if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${language}/${area}.json: "${key}" is empty`);
        }
      }
    }
  }
  return problems;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'locales' ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|-test-kit\.ts$/.test(entry.name) ? [full] : [];
  });
}

export interface Strings {
  texts: Set<string>;
  templates: RegExp[];
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The strings and templates a file spells (a template `${a} is required!` as a pattern). */
export function stringsOf(file: string, into: Strings): void {
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.texts.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      // A template of substitutions alone (`${a}${b}`) says nothing about which key it makes.
      if (parts.join('').replace(/\W/g, '').length >= 3) {
        into.templates.push(new RegExp(`^${parts.map(escape).join('.+')}$`, 's'));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
}

/** A key is spelled as it is, made by a template, or is a key with a context (`Day_weekday`). */
const uses = (strings: Strings, key: string): boolean => {
  if (strings.texts.has(key) || strings.templates.some((template) => template.test(key))) return true;
  const context = /^(.+)_([a-z]+)$/.exec(key);
  return context !== null && strings.texts.has(context[2]!) && uses(strings, context[1]!);
};

function stringsIn(dirs: readonly string[]): Strings {
  const strings: Strings = { texts: new Set(), templates: [] };
  for (const dir of dirs) {
    for (const file of walk(path.join(root, dir))) stringsOf(file, strings);
  }
  return strings;
}

/** Keys no source spells; the keys of a server area, keys its own folders do not spell. */
export function checkUnused(bundles: Bundles): string[] {
  const everywhere = stringsIn(['web/src', 'shared', 'server']);
  const serverAreas = new Map<string, { dirs: readonly string[]; strings: Strings }>(
    Object.entries(SERVER_AREAS).map(([area, dirs]) => [area, { dirs, strings: stringsIn(dirs) }]),
  );
  const problems: string[] = [];
  for (const [area, keys] of bundles.get('en')!) {
    const server = serverAreas.get(area);
    for (const key of Object.keys(keys)) {
      if (PLURAL.test(key) || uses(server?.strings ?? everywhere, key)) continue;
      problems.push(
        `en/${area}.json: "${key}" is used nowhere${server ? ` in ${server.dirs.join(', ')}` : ''}`,
      );
    }
  }
  return problems;
}

/** The modules a file imports, statically (and dynamically when `dynamic`), inside the project. */
function importsOf(file: string, dynamic: boolean): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let specifier: ts.Expression | undefined;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (!(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) specifier = node.moduleSpecifier;
    } else if (dynamic && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      specifier = node.arguments[0];
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier.text);
      if (/\.tsx?$/.test(target) && fs.existsSync(target)) found.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

export function closure(entries: string[], dynamic: boolean, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, dynamic));
  }
  return seen;
}

/**
 * Each lazy page of the route table with the areas its route loads (`areaPage`), or each lazy
 * component of a file with the areas it loads (`lazyWithAreas`, web/src/i18n/lazy-with-areas.ts).
 */
export function routePages(routerFile = path.join(root, 'web/src/app/router.tsx'), callee = 'areaPage') {
  const pages: { module: string; areas: string[] }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === callee) {
      const [areas, load] = node.arguments;
      const imports: string[] = [];
      const findImport = (inner: ts.Node): void => {
        if (ts.isCallExpression(inner) && inner.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const specifier = inner.arguments[0];
          if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
        }
        ts.forEachChild(inner, findImport);
      };
      if (load) findImport(load);
      if (areas && ts.isArrayLiteralExpression(areas) && imports[0]) {
        pages.push({
          module: path.resolve(path.dirname(routerFile), imports[0]),
          areas: areas.elements.map((e) => (ts.isStringLiteral(e) ? e.text : `?${e.getText()}`)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(routerFile));
  return pages;
}

/** Keys a page spells that belong to an area its route does not load. */
export function checkRouteAreas(bundles: Bundles): string[] {
  const home = new Map<string, string>();
  for (const [area, keys] of bundles.get('en')!) for (const key of Object.keys(keys)) home.set(key, area);
  const problems: string[] = [];
  const check = (label: string, files: Set<string>, allowed: Set<string>) => {
    const strings: Strings = { texts: new Set(), templates: [] };
    for (const file of files) stringsOf(file, strings);
    const missing = new Map<string, string[]>();
    for (const [key, area] of home) {
      if (allowed.has(area) || PLURAL.test(key) || !strings.texts.has(key)) continue;
      missing.set(area, [...(missing.get(area) ?? []), key]);
    }
    for (const [area, keys] of missing) {
      problems.push(
        `${label} uses ${keys.length} key(s) of area "${area}" it does not load: ${keys.slice(0, 3).join(' | ')}`,
      );
    }
  };
  const common = new Set<string>(COMMON_AREAS);
  const entry = closure([path.join(root, 'web/src/main.tsx')], false);
  check('web/src/main.tsx (the entry)', entry, common);
  check(
    'the signed-in shell',
    closure([path.join(root, 'web/src/app/layout/app-shell-layout.tsx')], false, entry),
    common,
  );
  const routes = routePages();
  if (routes.length < 10) problems.push(`router.tsx: found only ${routes.length} areaPage routes`);
  // The lazily loaded parts of the shell (the bell's panel) load their areas as a page does.
  const lazyParts = walk(path.join(root, 'web/src')).flatMap((file) =>
    fs.readFileSync(file, 'utf8').includes('lazyWithAreas(') ? routePages(file, 'lazyWithAreas') : [],
  );
  for (const page of [...routes, ...lazyParts]) {
    for (const area of page.areas) {
      if (area in SERVER_AREAS) problems.push(`router.tsx: "${area}" is a server area, no page loads it`);
      else if (!bundles.get('en')!.has(area)) problems.push(`router.tsx: no area "${area}"`);
    }
    check(
      path.relative(root, page.module),
      closure([page.module], true, entry),
      new Set([...common, ...page.areas]),
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bundles = readBundles();
  const problems = [...checkLanguages(bundles), ...checkUnused(bundles), ...checkRouteAreas(bundles)];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-translations: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-translations: every key is in all five languages, used, and loaded where it is used');
}
