#!/usr/bin/env node
/**
 * Where the test run's time went, read from jest's `--json` output: the suites' time per tier
 * (unit, int, e2e: the sum of their durations, and the run's wall time), the 15 slowest suites,
 * then, when a steps file is given (lines `name<TAB>seconds`, written by .ci/run), each CI step's
 * wall time. Usage: node scripts/test-timing-report.js results.json [steps.tsv]
 */
const { readFileSync, existsSync } = require('node:fs');
const { relative } = require('node:path');

const [resultsFile, stepsFile] = process.argv.slice(2);
const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const tierOf = (name) => name.match(/\.(unit|int|e2e)\.spec\.tsx?$/)?.[1] ?? 'other';

const suites = results.testResults.map((suite) => ({
  name: relative(process.cwd(), suite.name),
  tier: tierOf(suite.name),
  ms: suite.endTime - suite.startTime,
  tests: suite.assertionResults.length,
}));
const tiers = new Map();
for (const suite of suites) {
  const tier = tiers.get(suite.tier) ?? { suites: 0, tests: 0, ms: 0 };
  tier.suites++;
  tier.tests += suite.tests;
  tier.ms += suite.ms;
  tiers.set(suite.tier, tier);
}
const wall = Math.max(...results.testResults.map((s) => s.endTime)) - results.startTime;

console.log('\n== Timing report');
console.log(`tests: ${seconds(wall)} s of wall time (suites' own time added up, per tier:)`);
for (const [tier, t] of [...tiers].sort()) console.log(`  ${tier.padEnd(5)} ${seconds(t.ms)} s  ${String(t.suites).padStart(4)} suites ${String(t.tests).padStart(5)} tests`);
console.log('15 slowest suites:');
for (const suite of suites.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${seconds(suite.ms)} s  ${suite.tier.padEnd(4)} ${suite.name}`);
if (stepsFile && existsSync(stepsFile)) {
  console.log('CI steps (wall time):');
  for (const line of readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
    const [name, s] = line.split('\t');
    console.log(`  ${seconds(Number(s) * 1000)} s  ${name}`);
  }
}
