import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and its health probes) run on port 3000 in development; the SPA calls them same-origin. */
const apiOrigin = 'http://localhost:3000';

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
    rollupOptions: {
      output: {
        // Libraries change less often than the app: their own chunk stays cached across releases.
        manualChunks: (id) => (id.includes('/node_modules/') ? 'vendor' : undefined),
      },
    },
  },
});
