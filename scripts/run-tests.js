#!/usr/bin/env node
/**
 * `npm test`: every suite (unit, int, e2e) in one jest on two workers, each restarted by jest once it
 * passes 1.5 GB. Each worker has its own copy of the run's database, its own Redis database number,
 * its own shared API and its own Chromium (test/setup/global-setup.ts), so suites of all three tiers
 * run side by side: a browser suite spends much of its time waiting on its page (a load, a check's
 * quiet network), which an integration suite on the other worker fills.
 * Arguments are passed to jest (`--json --outputFile=F` is what .ci/run reads). Paths, `-t` or
 * `--selectProjects` given by the caller are a developer's narrowed run: one worker.
 */
const { spawnSync } = require('node:child_process');

const MEMORY = '--workerIdleMemoryLimit=1536MB';
const jest = require.resolve('jest/bin/jest');
const args = process.argv.slice(2);

const narrowed = args.some((arg) => !arg.startsWith('-') || arg.startsWith('--selectProjects') || arg === '-t' || arg.startsWith('--testNamePattern'));
const workers = narrowed ? '--maxWorkers=1' : '--maxWorkers=2';
process.exit(spawnSync(process.execPath, [jest, workers, MEMORY, ...args], { stdio: 'inherit' }).status ?? 1);
