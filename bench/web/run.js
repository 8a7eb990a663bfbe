#!/usr/bin/env node
/**
 * SPA weight benchmark: builds the shop's SPA and, in the same run, a bare Vite + React template
 * (a main.tsx rendering an <h1> with react-dom, built from the same node_modules), then prints the
 * gzip size (level 9) of the JavaScript each one's first page loads before showing anything: the
 * entry script of index.html and its modulepreload chunks. For the shop, also the home route's
 * chunks, fetched right after (the page code is split per route).
 *
 *   npm run bench:web
 * Env: BENCH_WEB_BUDGET_KB (110): fails (exit code 1) when the home's initial JS is heavier.
 */
const { build } = require('vite');
const react = require('@vitejs/plugin-react').default;
const { gzipSync } = require('node:zlib');
const { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const budgetKb = Number(process.env.BENCH_WEB_BUDGET_KB ?? 110);

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The scripts index.html makes the browser fetch at once: the module entry and its modulepreload links. */
function initialScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  if (entries.length === 0) throw new Error(`${dist}/index.html has no module entry`);
  return [...new Set([...entries, ...preloads])].map((src) => join(dist, src.replace(/^\//, '')));
}

/** A chunk and every chunk it imports statically (`import … from"./x.js"`, `import"./x.js"`), transitively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, name] of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    staticClosure(join(file, '..', name), seen);
  }
  return seen;
}

function measure(files) {
  const rows = [...files].map((file) => ({ file: file.slice(file.lastIndexOf('/assets/') + 1), gzip: gzipBytes(file) }));
  return { rows, total: rows.reduce((sum, r) => sum + r.gzip, 0) };
}

async function buildShop() {
  await build({ configFile: join(root, 'web', 'vite.config.ts'), logLevel: 'warn' });
  const dist = join(root, 'dist', 'web');
  const initial = new Set(initialScripts(dist).flatMap((file) => [...staticClosure(file)]));
  // The home page's own chunk (route-level splitting), named after its module.
  const assets = join(dist, 'assets');
  const homeChunk = readdirSync(assets).find((name) => /^home-[\w-]+\.js$/.test(name));
  const home = new Set([...initial, ...(homeChunk ? staticClosure(join(assets, homeChunk)) : [])]);
  return { initial: measure(initial), home: measure(home) };
}

/** The reference: Vite's React template reduced to rendering one <h1>, with this repository's node_modules. */
async function buildBare() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-bare-'));
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html>\n<html lang="fr">\n  <head><meta charset="UTF-8" /><title>Bare</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    );
    writeFileSync(
      join(dir, 'src', 'main.tsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Bonjour</h1>\n  </StrictMode>,\n);\n",
    );
    await build({ root: dir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: join(dir, 'dist') } });
    return measure(new Set(initialScripts(join(dir, 'dist'))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const shop = await buildShop();
  const bare = await buildBare();
  const table = [
    ['bare Vite React (<h1>)', bare.total],
    ['shop home, initial (entry + modulepreload)', shop.initial.total],
    ['shop home, with its route chunks', shop.home.total],
  ];
  console.log('\nJavaScript, gzip level 9');
  for (const [name, bytes] of table) console.log(`  ${name.padEnd(44)} ${kb(bytes).padStart(7)} KB   ×${(bytes / bare.total).toFixed(2)} bare`);
  console.log('\nShop files:');
  for (const row of shop.home.rows)
    console.log(`  ${row.file.padEnd(44)} ${kb(row.gzip).padStart(7)} KB${shop.initial.rows.some((r) => r.file === row.file) ? '   (initial)' : ''}`);
  const ok = shop.initial.total <= budgetKb * 1024;
  console.log(`\nBudget: home initial JS ≤ ${budgetKb} KB gzip → ${kb(shop.initial.total)} KB, ${ok ? 'OK' : 'OVER BUDGET'}`);

  const results = join(root, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  const file = join(results, `web-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), budgetKb, bare, shop }, null, 2));
  console.log(`Results: ${file}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
