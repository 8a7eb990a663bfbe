#!/usr/bin/env node
// Runs the built shop: the API (which prepares the database and serves the SPA) and the worker,
// as two processes; stops both when either stops or when asked to.
const { fork } = require('node:child_process');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist', 'apps');
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

function run(name, script) {
  const child = fork(join(dist, script), [], { stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} s'est arrêté (${signal ?? code}) : arrêt de la boutique.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

run('api', 'api/src/main.js');
run('worker', 'worker/src/main.js');
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
