import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './vite.bundle-report.ts';

const API_ORIGIN = 'http://localhost:3000';

// The Node server owns /api and /uploads; in dev Vite only serves the client and forwards them.
const proxy = {
  '/api': { target: API_ORIGIN, ws: true },
  '/uploads': { target: API_ORIGIN },
};

/** The storefront's server build (decision 036): `vite build --ssr`, loaded by the server. */
export const SSR_ENTRY = 'src/client/entry-server.tsx';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // What a shopper downloads is the browser build's business.
    ...(isSsrBuild ? [] : [bundleReport({ adminDir: 'src/client/admin' })]),
  ],
  build: isSsrBuild
    ? {
        // Dependencies stay in node_modules (Vite's default for a server build); the server
        // imports dist/ssr/entry-server.js by its path (src/server/storefront/storefront-renderer.ts).
        outDir: 'dist/ssr',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: { input: { 'entry-server': SSR_ENTRY } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        // Every browser the store supports knows <link rel="modulepreload">; the polyfill would be
        // one more script in every page's first download.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Everything the entry imports statically is fetched before the first paint anyway; as
            // one file it compresses better than the ten or so common chunks Rolldown splits it
            // into by default (133.1 -> 129.5 kB gzip for `/`). Lazy routes import from it. The
            // server build has no first download and does not take this.
            codeSplitting: {
              groups: [{ name: 'index', tags: ['$initial'] }],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
