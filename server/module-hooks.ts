/**
 * Loaded before the server (`node --import ./server/module-hooks.ts`, or first thing in
 * scripts/start.ts): resolves drizzle-orm's modules without asking Node for its package.json.
 *
 * Node 22 and 24 parse a package's whole `exports` map again for every module they load from it
 * (`read()` in lib/internal/modules/package_json_reader.js spreads the lazily parsed data; see
 * nodejs/node#59733 and #60397). drizzle-orm's package.json is 179 KB and the server loads some
 * 300 of its modules, so starting cost a second and left about 100 MB more resident than on
 * Node 20. drizzle-orm is one `"type": "module"` package with no nested package.json, so a relative
 * import inside it is an ES module at the URL it names; a bare `drizzle-orm/...` specifier is
 * imported from our own code
 * is resolved by Node once and remembered. Everything else resolves as usual.
 */
import { registerHooks } from 'node:module';

const DRIZZLE = '/node_modules/drizzle-orm/';
const bareResolved = new Map<string, { url: string; format?: string | null | undefined }>();

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.includes(DRIZZLE) && (specifier.startsWith('./') || specifier.startsWith('../'))) {
      const url = new URL(specifier, parent).href;
      if (url.endsWith('.js')) return { url, format: 'module', shortCircuit: true };
    }
    // From our own code (outside node_modules), where there is one drizzle-orm to find.
    const ours = parent !== undefined && !parent.includes('/node_modules/');
    if (ours && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      const key = `${specifier}\0${context.conditions?.join(',') ?? ''}`;
      const known = bareResolved.get(key);
      if (known) return { ...known, shortCircuit: true };
      const resolved = nextResolve(specifier, context);
      bareResolved.set(key, { url: resolved.url, format: resolved.format });
      return resolved;
    }
    return nextResolve(specifier, context);
  },
});
