/**
 * Import cycles, between files and between the folders that are units of the architecture
 * (DESIGN.md, "Shape of the code"): `node scripts/check-cycles.ts web/src shared` prints each cycle
 * with the imports that make it and exits with 1 when there is one. `npm run lint` runs it.
 *
 * Every import counts (`import type`, re-exports and `import()` too): a cycle of types is still a
 * tangle of folders. Tests (`*.test.ts(x)`, e2e, the `test` folders, `*-test-data.ts`, `*-fixtures.ts`,
 * `*-test-kit.ts`) may import across and are left out, and so are imports that leave the roots
 * given (packages, or `shared` when only `web/src` is checked).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of one file by another, paths relative to the project (with `/`). */
export interface ImportEdge {
  from: string;
  to: string;
}

/** A strongly connected component: its members and the imports between them. */
export interface Cycle {
  members: string[];
  /** One shortest way round, from the first member back to it. */
  path: string[];
  /** Between units: the unit edges inside the component, each with the file imports behind it. */
  edges: { from: string; to: string; imports: ImportEdge[] }[];
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
/** Tests and what only tests use: their fixtures, test data and kits, and the `test` folders. */
const LEFT_OUT = /(\.test\.tsx?|\.e2e\.ts|-test-data\.ts|-test-kit\.ts|-fixtures\.ts|\.d\.ts)$/;
const LEFT_OUT_DIRS = new Set(['node_modules', 'test', 'e2e', 'dist', 'migrations']);

/** Folders whose sub-folders are units of their own (one feature, one server module). */
const CONTAINERS = ['web/src/features', 'server/modules'];
/** Layers whose sub-folders are units (web/src/lib, shared/rules, server/jobs…). */
const LAYERS = ['web/src', 'shared', 'server'];

/**
 * The unit of the architecture a file belongs to: `web/src/features/<area>`, `server/modules/<area>`,
 * or a folder of a layer (`web/src/lib`, `shared/rules`, `server/jobs`). A file directly in a layer
 * is a unit by itself: `server/app.ts` and `main.ts` compose every module and nothing imports them,
 * so they can be on no cycle, while `server/config.ts`, which everything reads, stays a leaf. One
 * unit for all of them would join the composition root and the leaf and report every module as a
 * cycle through it.
 */
export function unitOf(file: string): string {
  const parts = file.split('/');
  const under = (folder: string) => {
    const prefix = folder.split('/');
    return prefix.every((part, index) => parts[index] === part) ? prefix.length : -1;
  };
  for (const container of CONTAINERS) {
    const depth = under(container);
    if (depth > 0 && parts.length > depth + 1) return parts.slice(0, depth + 1).join('/');
  }
  for (const layer of LAYERS) {
    const depth = under(layer);
    if (depth > 0) return parts.length > depth + 1 ? parts.slice(0, depth + 1).join('/') : file;
  }
  return parts.length > 1 ? (parts[0] ?? file) : file;
}

/** The source files under `root` (relative to `base`), tests left out. */
export function sourceFiles(base: string, root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(base, relative)).sort()) {
      const child = path.posix.join(relative, name);
      if (statSync(path.join(base, child)).isDirectory()) {
        if (!LEFT_OUT_DIRS.has(name)) walk(child);
      } else if (SOURCE.test(name) && !LEFT_OUT.test(name)) {
        files.push(child);
      }
    }
  };
  walk(root.replace(/\/+$/, ''));
  return files;
}

/** The file a relative specifier names, among `known`; undefined for a package or a file outside. */
function resolve(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const stem = target.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate));
}

/** Every import between the files under `roots`, read with TypeScript's own pre-processor. */
export function importEdges(
  base: string,
  roots: readonly string[],
): { files: string[]; edges: ImportEdge[] } {
  const files = [...new Set(roots.flatMap((root) => sourceFiles(base, root)))];
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(path.join(base, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const to = resolve(from, fileName, known);
      if (to !== undefined && to !== from) targets.add(to);
    }
    for (const to of targets) edges.push({ from, to });
  }
  return { files, edges };
}

/** Tarjan's strongly connected components of more than one node (a node never imports itself here). */
export function stronglyConnected(
  nodes: readonly string[],
  next: ReadonlyMap<string, readonly string[]>,
): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A shortest way from `start` back to it, within `members`. */
function shortestCycle(
  start: string,
  members: ReadonlySet<string>,
  next: ReadonlyMap<string, readonly string[]>,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const target of next.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way: string[] = [];
        for (
          let step: string | undefined = node;
          step !== undefined && step !== start;
          step = previous.get(step)
        ) {
          way.unshift(step);
        }
        return [start, ...way, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

function cyclesOf(
  nodes: readonly string[],
  edges: readonly ImportEdge[],
  fileEdges: (e: ImportEdge) => ImportEdge[],
): Cycle[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  return stronglyConnected(nodes, next).map((members) => {
    const inside = new Set(members);
    return {
      members,
      path: shortestCycle(members[0]!, inside, next),
      edges: edges
        .filter((edge) => inside.has(edge.from) && inside.has(edge.to))
        .map((edge) => ({ ...edge, imports: fileEdges(edge) })),
    };
  });
}

/** The file cycles and the unit cycles under `roots`. */
export function findCycles(base: string, roots: readonly string[]): { files: Cycle[]; units: Cycle[] } {
  const { files, edges } = importEdges(base, roots);
  const byUnits = new Map<string, ImportEdge[]>();
  for (const edge of edges) {
    const from = unitOf(edge.from);
    const to = unitOf(edge.to);
    if (from === to) continue;
    const key = `${from}\n${to}`;
    byUnits.set(key, [...(byUnits.get(key) ?? []), edge]);
  }
  const unitEdges = [...byUnits.keys()].map((key) => {
    const [from = '', to = ''] = key.split('\n');
    return { from, to };
  });
  const units = [...new Set(files.map(unitOf))].sort();
  return {
    files: cyclesOf(files, edges, (edge) => [edge]),
    units: cyclesOf(units, unitEdges, (edge) => byUnits.get(`${edge.from}\n${edge.to}`) ?? []),
  };
}

/** The report a person reads: each cycle's way round, then the imports inside it. */
export function formatCycles({ files, units }: { files: Cycle[]; units: Cycle[] }): string {
  const lines: string[] = [];
  const section = (title: string, cycles: Cycle[], withImports: boolean) => {
    lines.push(`${title}: ${cycles.length}`);
    for (const cycle of cycles) {
      lines.push(`  ${cycle.members.length} in a cycle: ${cycle.path.join(' -> ')}`);
      for (const edge of cycle.edges) {
        lines.push(`    ${edge.from} -> ${edge.to}`);
        if (withImports) for (const item of edge.imports) lines.push(`      ${item.from} -> ${item.to}`);
      }
    }
  };
  section('File import cycles', files, false);
  section('Folder cycles', units, true);
  return lines.join('\n');
}

if (import.meta.main) {
  const roots = process.argv.slice(2);
  if (roots.length === 0) {
    console.error('Usage: node scripts/check-cycles.ts <folder>... (e.g. web/src shared)');
    process.exit(2);
  }
  const cycles = findCycles(process.cwd(), roots);
  console.log(formatCycles(cycles));
  if (cycles.files.length + cycles.units.length > 0) process.exitCode = 1;
}
