import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API in development; the Host header is kept so absolute media URLs point back at Vite. */
const api = 'http://localhost:3000';

/**
 * Builds the SPA from web/ into dist/web, which the API serves in production and in browser tests,
 * with a manifest naming each page's chunks and styles. With `--ssr`, the same pages as a CommonJS
 * bundle in dist/web-ssr, which the API loads to render the public pages on the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The one server library the SPA shares: French typography, pure TypeScript.
      '@shop/typography': fileURLToPath(new URL('../libs/typography/src/index.ts', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/web-ssr', import.meta.url)),
        emptyOutDir: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
        emptyOutDir: true,
        manifest: 'page-manifest.json',
      },
  server: {
    proxy: {
      '/api': { target: api },
      '/media': { target: api },
    },
  },
}));
