import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in web/; `npm start` serves the built files from dist/web.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
