import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The module map of the README ("Module map"), checked: which library may import which, through its
 * `@shop/<name>` alias. Dependencies point one way (ARCHITECTURE.md): the kernel and accounts import
 * no business module (the application wires their ports); wallet serves accounts and the cart;
 * the cart may use catalogue, crowdfunding, wallet and shipping; payment drives the cart. A new edge
 * is a design decision: change this map and the README's table together.
 */

/** Leaves every library may import: they import no library themselves (French typography). */
const ANY_MAY_IMPORT = ['typography'];

const MAY_IMPORT: Record<string, string[]> = {
  common: [],
  media: ['common', 'auth'],
  'event-store': ['common'],
  audit: ['common', 'auth'],
  catalogue: ['common', 'media', 'auth', 'audit'],
  mail: ['common', 'catalogue'],
  shipping: ['common'],
  auth: ['common'],
  wallet: ['common', 'auth', 'audit'],
  crowdfunding: ['common', 'media', 'catalogue', 'auth', 'audit'],
  contact: ['common', 'catalogue', 'auth'],
  cart: ['common', 'event-store', 'catalogue', 'crowdfunding', 'auth', 'audit', 'wallet', 'shipping'],
  payment: ['common', 'event-store', 'catalogue', 'auth', 'cart'],
  'demo-data': ['common', 'auth', 'wallet'],
  newsletter: ['common', 'auth', 'audit', 'mail'],
  search: ['common'],
  typography: [],
};

const LIBS = __dirname;

/** Every production source file of a library (tests may import other libraries' fixtures). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The libraries a library's sources import through their aliases (its index, or its framework-free kernel). */
function importedLibraries(library: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(join(LIBS, library, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'@shop\/([a-z-]+)(?:\/kernel)?'/g)) {
      if (match[1] !== library) found.add(match[1]);
    }
  }
  return found;
}

const libraries = readdirSync(LIBS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('module map', () => {
  it('names every library', () => {
    expect(libraries.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it.each(libraries)('%s imports only the libraries the map allows', (library) => {
    const allowed = [...(MAY_IMPORT[library] ?? []), ...ANY_MAY_IMPORT];
    const extra = [...importedLibraries(library)].filter((name) => !allowed.includes(name));
    expect(extra).toEqual([]);
  });

  it.each(ANY_MAY_IMPORT)('%s, which every library may import, imports none', (leaf) => {
    expect(MAY_IMPORT[leaf]).toEqual([]);
    expect([...importedLibraries(leaf)]).toEqual([]);
  });

  it('has no cycle', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]): void => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`cycle: ${[...path, name].join(' → ')}`);
      visiting.add(name);
      for (const next of MAY_IMPORT[name] ?? []) visit(next, [...path, name]);
      visiting.delete(name);
      done.add(name);
    };
    expect(() => Object.keys(MAY_IMPORT).forEach((name) => visit(name, []))).not.toThrow();
  });
});
