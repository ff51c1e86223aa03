/**
 * The renderer build. Sources live in renderer/, the output in dist/ (the server serves it).
 * The version comes from package.json so the sidebar footer shows what is deployed. Every text
 * file of the output gets .br and .gz copies beside it, which the server sends when asked. The
 * definitions are resolved here and cut into chunks (scripts/build/definitionChunks.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { definitionChunksPlugin } from './scripts/build/definitionChunks.ts';
import { precompressPlugin } from './scripts/build/precompress.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: `${here}renderer`,
  publicDir: `${here}renderer/public`,
  plugins: [react(), definitionChunksPlugin(), precompressPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    // The CSP forbids eval; no build output may need it.
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
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
