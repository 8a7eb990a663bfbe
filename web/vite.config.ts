import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API in development; the Host header is kept so absolute media URLs point back at Vite. */
const api = 'http://localhost:3000';

/** Builds the SPA from web/ into dist/web, which the API serves in production and in browser tests. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: api },
      '/media': { target: api },
    },
  },
});
