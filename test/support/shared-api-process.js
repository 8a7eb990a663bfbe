/**
 * Runs a built API for a jest run (shared-api.ts) and stops it when the run's main process is gone:
 * a run killed before its global teardown leaves no API behind. argv: the API's main file, the pid
 * of the jest process to outlive no longer. SIGTERM is passed on.
 */
const { spawn } = require('node:child_process');

const [main, runPid] = process.argv.slice(2);
const api = spawn(process.execPath, [main], { stdio: 'inherit' });
const runGone = () => {
  try {
    process.kill(Number(runPid), 0);
    return false;
  } catch {
    return true;
  }
};
const watch = setInterval(() => runGone() && api.kill('SIGTERM'), 1000);
process.on('SIGTERM', () => api.kill('SIGTERM'));
api.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? (signal ? 1 : 0));
});
