import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// The web app lives in web/; `npm start` serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  // Brotli and gzip copies of the built files, which the server sends by Accept-Encoding.
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API's CSRF check compares it with the Origin.
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
