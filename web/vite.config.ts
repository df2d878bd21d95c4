import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and its health probes) run on port 3000 in development; the SPA calls them same-origin. */
const apiOrigin = 'http://localhost:3000';

const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)\//;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The web app compiles the domain catalogue and types from source, so prices and copy
    // shown here are the very values the API charges and sends. Only the barrel is exposed.
    alias: [
      {
        find: /^@pointforge\/domain$/,
        replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiOrigin,
      '/healthz': apiOrigin,
      '/readyz': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Read by scripts/prerender.mjs to link each page's own chunks and styles, then removed.
    manifest: true,
    rollupOptions: {
      output: {
        // What every page runs (React, the router, SWR) is one chunk that stays cached across
        // releases. Every other library goes with the code that uses it: Formik and yup
        // with the forms, so a page without a form never loads them.
        manualChunks: (id) => (FRAMEWORK_MODULES.test(id) ? 'framework' : undefined),
      },
    },
  },
});
