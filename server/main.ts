/**
 * The server's entry point (`node server/main.ts`): resolves drizzle-orm's modules the fast way
 * (./module-hooks.ts) before anything loads them, then starts Orgdesk (./serve.ts).
 */
import './module-hooks.ts';

await import('./serve.ts');
