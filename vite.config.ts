/**
 * The renderer build. Sources live in renderer/, the output in dist/ (the server serves it).
 * The version comes from package.json so the sidebar footer shows what is deployed. Every text
 * file of the output gets .br and .gz copies beside it, which the server sends when asked. The
 * definitions are resolved here and cut into chunks (scripts/build/definitionChunks.ts), and the
 * colour themes computed into one chunk each (scripts/build/themeChunks.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { definitionChunksPlugin } from './scripts/build/definitionChunks.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';
import { themeChunksPlugin } from './scripts/build/themeChunks.ts';

/** Libraries the entry runs before any page draws (tested against the resolved module id). */
const bootModules = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store|@griffel[\\/](core|react)|stylis|rtl-css-js|@emotion[\\/]hash)[\\/]|^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/;

const here = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: `${here}renderer`,
  publicDir: `${here}renderer/public`,
  plugins: [react(), definitionChunksPlugin(), themeChunksPlugin(), precompressPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    // The CSP forbids eval; no build output may need it.
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first load runs, the sign-in page's included, in one file: left to the
            // automatic split, React, its JSX runtime, i18next, zustand and the loaders' helpers
            // came in up to nine small chunks whose boundaries moved with any lazy import added
            // elsewhere (each compressed alone, /login moved by 2 KiB without a byte of new code).
            { name: 'boot', test: bootModules, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/sso': { target: apiTarget, changeOrigin: false, ws: true },
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
