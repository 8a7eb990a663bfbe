#!/usr/bin/env node
// Runs the built shop: the API (which prepares the database and serves the SPA) and the worker,
// as two processes; stops all when one stops or when asked to. Without SMTP_URL, the local mail
// catcher starts first and the worker sends to it, so that every mail can be read in a browser.
const { fork } = require('node:child_process');
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist', 'apps');
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Set now: once every child has exited, Node may end before the timer below fires.
  process.exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

function run(name, script, env = process.env) {
  const child = fork(join(dist, script), [], { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} s'est arrêté (${signal ?? code}) : arrêt de la boutique.`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

/** Starts the catcher and resolves with its SMTP address once it listens. */
function startMailCatcher() {
  return new Promise((resolve) => {
    const catcher = run('mail-catcher', 'mail-catcher/src/main.js');
    catcher.on('message', (message) => {
      if (message && message.type === 'mail-catcher-ready') resolve(message);
    });
  });
}

async function main() {
  let workerEnv = process.env;
  if (!(process.env.SMTP_URL ?? '').trim()) {
    const { smtpUrl, httpUrl } = await startMailCatcher();
    if (stopping) return;
    console.log(`Courriels de développement : ${httpUrl}`);
    workerEnv = { ...process.env, SMTP_URL: smtpUrl };
  }
  run('api', 'api/src/main.js');
  run('worker', 'worker/src/main.js', workerEnv);
  // Without a real bank, the sandbox bank takes the card payments (BANK_URL's default points at it).
  if (!(process.env.BANK_URL ?? '').trim()) run('bank-sim', 'bank-sim/src/main.js');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
main();
