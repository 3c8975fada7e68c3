/**
 * `npm start`: builds the web app when needed, then starts the server in this same process, so
 * SIGTERM and SIGINT reach it directly.
 */
import { ensureWebBuild } from './build-web.ts';

ensureWebBuild();
await import('../server/main.ts');
