import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { locales } from './scripts/locales-plugin.ts';
import { precompress } from './scripts/precompress.ts';

// The web app lives in web/; `npm start` serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  // The translations as files of their own (scripts/locales-plugin.ts), and brotli and gzip copies
  // of the built files, which the server sends by Accept-Encoding.
  plugins: [react(), locales(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every request costs a round trip and about 1 KB of headers on a slow line: what the entry
        // imports (the sign-in page among it) stays in one script, which rolldown would otherwise
        // cut into a dozen pieces shared with the lazy pages.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What comes after the first paint, in one piece each: the forms' validation (zod and
            // the shared schemas), and the floating layers (menus, popovers, focus trap).
            {
              name: 'validation',
              test: /[\\/](node_modules[\\/](zod|@hookform)|shared[\\/]schemas)[\\/]/,
              priority: 1,
            },
            // The interface pieces most pages share (Mantine's components, icons, the app's own
            // components), in one script instead of a request each; what pulls in a large library
            // (phone numbers, date pickers) stays out, with the pages that need it.
            {
              name: 'ui',
              test: (id: string) =>
                /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|react-remove-scroll|use-sync-external-store)[\\/]/.test(
                  id,
                ) ||
                (/[\\/]web[\\/]src[\\/](components|lib)[\\/]/.test(id) &&
                  !/country-code|country-options|date-fields|date-picker-locale|form[\\/]phone/.test(id)),
              minShareCount: 2,
              priority: 0,
            },
            {
              name: 'floating',
              test: /[\\/]node_modules[\\/](@floating-ui|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Menu|Popover|FocusTrap))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API's CSRF check compares it with the Origin.
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
