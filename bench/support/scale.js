/**
 * The scale comparison the benchmarks share (BENCH_SCALE=1): each route measured on the demo and
 * on the scale data set (npm run seed:scale) in one invocation, and how much slower it got.
 * Goal: every public route and add-to-cart within 1.5× of its demo figure.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const GOAL = 1.5;

/** Prints, per route found in both runs, req/s and p99 on each and the scale/demo ratios; keeps them in bench/results. */
function printScaleRatios(file, demoRows, scaleRows) {
  const byName = new Map(scaleRows.map((r) => [r.name, r]));
  const rows = demoRows
    .filter((r) => byName.has(r.name))
    .map((d) => {
      const s = byName.get(d.name);
      // Bytes per answer, where the rows carry a throughput: a page of the scale data set may hold more.
      const kb = (r) => (r.bytes && r.rps ? r.bytes / r.rps / 1024 : null);
      return {
        name: d.name,
        demoRps: d.rps,
        scaleRps: s.rps,
        demoP99: d.p99,
        scaleP99: s.p99,
        slowdown: d.rps / s.rps,
        p99Ratio: s.p99 / Math.max(d.p99, 1),
        demoKb: kb(d),
        scaleKb: kb(s),
      };
    });
  console.log(`\nScale / demo (goal: ${GOAL}× slower at most)\n`);
  console.log('route                         demo req/s  scale req/s  slower   demo p99  scale p99   KB demo / scale');
  for (const r of rows) {
    const mark = r.slowdown > GOAL ? '  OVER' : '';
    console.log(
      `${r.name.padEnd(28)} ${r.demoRps.toFixed(0).padStart(10)}  ${r.scaleRps.toFixed(0).padStart(11)}  ${r.slowdown.toFixed(2).padStart(5)}×  ${String(r.demoP99).padStart(8)}  ${String(r.scaleP99).padStart(9)}   ${r.demoKb === null ? '' : `${r.demoKb.toFixed(1).padStart(5)} / ${r.scaleKb.toFixed(1)}`}${mark}`,
    );
  }
  const dir = join(__dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${file}-scale-ratios-${Date.now()}.json`), JSON.stringify({ goal: GOAL, rows }, null, 2));
}

module.exports = { printScaleRatios };
