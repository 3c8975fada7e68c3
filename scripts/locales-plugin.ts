import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SERVER_AREAS } from '../web/src/i18n/areas.ts';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/i18n/locales');

/**
 * Every translation file the web may fetch, `<lang>/<area>.json`, with its strings (whitespace
 * removed): the server's own areas (the mails) stay on the server.
 */
function localeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of fs.readdirSync(LOCALES).sort()) {
    for (const file of fs.readdirSync(path.join(LOCALES, language)).sort()) {
      if (!file.endsWith('.json') || file.slice(0, -5) in SERVER_AREAS) continue;
      const text = fs.readFileSync(path.join(LOCALES, language, file), 'utf8');
      files.set(`${language}/${file}`, JSON.stringify(JSON.parse(text)));
    }
  }
  return files;
}

/**
 * The translations as static files under one folder named by the hash of them all
 * (`/assets/locales-<hash>/<lang>/<area>.json`, cached for good like every asset), so the app
 * needs one string, `__ORGDESK_LOCALES__`, to find any file, instead of a table of a hundred
 * hashed names riding in the first script. The dev server answers the same addresses.
 */
export function locales(): Plugin {
  const files = localeFiles();
  const hash = crypto.createHash('sha256');
  for (const [name, text] of files) hash.update(`${name}\0${text}\0`);
  const folder = `assets/locales-${hash.digest('hex').slice(0, 12)}`;
  return {
    name: 'orgdesk-locales',
    config: () => ({ define: { __ORGDESK_LOCALES__: JSON.stringify(`/${folder}`) } }),
    configureServer(server) {
      server.middlewares.use(`/${folder}`, (req, res, next) => {
        const text = localeFiles().get((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (text === undefined) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(text);
      });
    },
    generateBundle() {
      for (const [name, source] of files)
        this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source });
    },
  };
}
