import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and its health probes) run on port 3000 in development; the SPA calls them same-origin. */
const apiOrigin = 'http://localhost:3000';

const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)\//;
/** three.js and its addons (OrbitControls): only the 3D sample viewer imports them, after a click. */
const THREE_MODULES = /\/node_modules\/three\//;

/**
 * What every page runs (React, the router, SWR) is one chunk that stays cached across
 * releases. three.js is a chunk of its own, requested only by the 3D sample viewer (its
 * button imports the viewer on click), and cached apart from the viewer's own code. Every
 * other library goes with the code that uses it: Formik and yup with the forms, so a page
 * without a form never loads them.
 */
function chunkOf(id: string): string | undefined {
  if (FRAMEWORK_MODULES.test(id)) return 'framework';
  if (THREE_MODULES.test(id)) return 'three';
  return undefined;
}

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
    // three.js's chunk is about 570 kB (140 kB gzipped), past Vite's 500 kB warning; it loads
    // only when a visitor opens the 3D sample viewer.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
      },
    },
  },
});
