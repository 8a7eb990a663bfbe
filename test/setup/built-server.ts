import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const BUILT = join(ROOT, 'dist/apps/api/src/main.js');
const SOURCES = ['apps', 'libs', 'migrations'];

/** The newest modification time of the server's TypeScript sources (tests and test helpers aside). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') newest = Math.max(newest, newestSource(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/**
 * The shared APIs of the test run are the built server (dist/, as production runs it): built again
 * here (swc, a few seconds) when a source is newer than the build, so a test never runs old code.
 */
export function ensureServerBuilt(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map((dir) => newestSource(join(ROOT, dir))));
  if (newest <= builtAt) return;
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
}
