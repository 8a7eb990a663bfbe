#!/usr/bin/env node
/**
 * `npm test`: every suite, in two passes of jest, because the tiers do not load the machine alike.
 * - unit and int on two workers: they spend their time compiling modules and waiting on PostgreSQL,
 *   and two of them side by side finish in about half the time on 2 cores;
 * - e2e on one worker: each browser suite keeps Chromium busy on more than one core already, so a
 *   second one beside it only makes both slower (and a click may land before a page is live).
 * The second pass runs even when the first failed, so one run reports every failure. Arguments are
 * passed to both passes; `--json --outputFile=F` writes one merged result to F (the timing report's and
 * CI's totals' input). `--selectProjects`/paths given by the caller run as one plain jest instead.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync, rmSync, writeFileSync } = require('node:fs');

const PASSES = [
  { projects: ['unit', 'int'], workers: 2 },
  { projects: ['e2e'], workers: 1 },
];
const MEMORY = '--workerIdleMemoryLimit=1536MB';
const jest = require.resolve('jest/bin/jest');

const args = process.argv.slice(2);
const outputArg = args.find((arg) => arg.startsWith('--outputFile='));
const output = outputArg?.slice('--outputFile='.length);
const passThrough = args.filter((arg) => arg !== outputArg);

function runJest(jestArgs) {
  return spawnSync(process.execPath, [jest, ...jestArgs], { stdio: 'inherit' }).status ?? 1;
}

// A narrowed run (some projects, some files, a pattern) is a developer's: one jest, one worker.
const narrowed = passThrough.some((arg) => !arg.startsWith('-') || arg.startsWith('--selectProjects') || arg === '-t' || arg.startsWith('--testNamePattern'));
if (narrowed) process.exit(runJest(['--maxWorkers=1', MEMORY, ...args]));

let status = 0;
const results = [];
PASSES.forEach((pass, index) => {
  const passOutput = output && `${output}.${index + 1}`;
  const passArgs = ['--selectProjects', ...pass.projects, `--maxWorkers=${pass.workers}`, MEMORY, ...passThrough];
  if (passOutput) passArgs.push(`--outputFile=${passOutput}`);
  console.log(`\n== jest: ${pass.projects.join(' + ')} on ${pass.workers} worker${pass.workers > 1 ? 's' : ''}`);
  status = runJest(passArgs) || status;
  if (!passOutput) return;
  if (existsSync(passOutput)) {
    results.push(JSON.parse(readFileSync(passOutput, 'utf8')));
    rmSync(passOutput);
  } else {
    // jest itself fell over before writing its results: that pass counts as a suite that could not run.
    results.push({ numRuntimeErrorTestSuites: 1, numFailedTests: 0, numPassedTests: 0, success: false, startTime: Date.now(), testResults: [] });
  }
});

if (output) writeFileSync(output, JSON.stringify(merge(results)));
process.exit(status);

/** One jest result of several passes: counts added up, suites listed one after another, the first start. */
function merge(passes) {
  const sum = (key) => passes.reduce((total, r) => total + (r[key] ?? 0), 0);
  const counted = [...new Set(passes.flatMap((r) => Object.keys(r).filter((key) => /^num[A-Z]/.test(key) && typeof r[key] === 'number')))];
  return {
    ...Object.fromEntries(counted.map((key) => [key, sum(key)])),
    success: passes.every((r) => r.success),
    startTime: Math.min(...passes.map((r) => r.startTime)),
    testResults: passes.flatMap((r) => r.testResults),
  };
}
