#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of the built SPA (scripts,
 * styles, SVG, JSON over 1 KB), at the highest levels since it happens once per build: the API's
 * static files plugin sends them to browsers that accept them (preCompressed), so a phone on a slow
 * network fetches about a quarter of the bytes.
 *
 *   node scripts/compress-assets.js [dist/web]   (run by npm run build:web)
 */
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { brotliCompressSync, constants, gzipSync } = require('node:zlib');

const dist = process.argv[2] ?? join(__dirname, '..', 'dist', 'web');
const TEXT = /\.(js|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let after = 0;
for (const file of files(dist)) {
  // index.html is served by the API itself (with the page rendered in it), never as a file.
  if (!TEXT.test(file) || file.endsWith('index.html')) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(`Compressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli.`);
