import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The SPA's module rule (bulletproof-react): a feature never imports another feature, and shared
 * code (lib, components, hooks, config, types, testing) never imports a feature. What two features
 * share moves to the shared folders; only app/ (routes, router, providers) composes features.
 * So a newcomer can change one feature folder without breaking another.
 */

const SRC = __dirname;

/** Folders whose code every feature may use: they must not depend on any feature in return. */
const SHARED = new Set(['lib', 'components', 'hooks', 'config', 'types', 'testing']);

/** Import specifiers of a source file: static, side-effect, re-export, dynamic, require and CSS @import. */
const IMPORT_PATTERNS = [
  /^(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]+?\s+from\s*['"]([^'"]+)['"]/gm,
  /^import\s*['"]([^'"]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bjest\.(?:mock|doMock|requireActual)\s*\(\s*['"]([^'"]+)['"]/g,
  /@import\s+(?:url\(\s*)?['"]([^'"]+)['"]/g,
];

function importSpecifiers(source: string): string[] {
  return IMPORT_PATTERNS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** Where a path under web/src belongs: a feature by name, a shared folder, or elsewhere (app, main). */
type Zone = { kind: 'feature'; name: string } | { kind: 'shared'; folder: string } | { kind: 'other' };

function zoneOf(srcRelativePath: string): Zone {
  const [top, name] = srcRelativePath.split(sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (SHARED.has(top)) return { kind: 'shared', folder: top };
  return { kind: 'other' };
}

/** The file or folder an import names, relative to web/src; null for packages and paths outside it. */
function targetOf(file: string, specifier: string): string | null {
  let absolute: string;
  if (specifier.startsWith('@/')) absolute = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = resolve(dirname(file), specifier);
  else return null;
  const path = relative(SRC, absolute);
  return path.startsWith('..') ? null : path;
}

/** The imports of one file (absolute path, and its text) that cross a feature boundary, said in words. */
function boundaryViolations(file: string, source: string): string[] {
  const from = zoneOf(relative(SRC, file));
  if (from.kind === 'other') return [];
  return importSpecifiers(source).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    const to = target === null ? null : zoneOf(target);
    if (to?.kind !== 'feature') return [];
    if (from.kind === 'feature' && from.name === to.name) return [];
    const who = from.kind === 'feature' ? `feature '${from.name}'` : `shared '${from.folder}'`;
    return [`${relative(SRC, file)}: ${who} imports '${specifier}' of feature '${to.name}'`];
  });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?|mjs|cjs|css)$/.test(entry.name) ? [path] : [];
  });
}

describe('feature boundaries of the SPA', () => {
  it('no feature imports another, and no shared code imports a feature', () => {
    const violations = sourceFiles(SRC).flatMap((file) => boundaryViolations(file, readFileSync(file, 'utf8')));
    // Move what two features share to lib/, components/, hooks/ or types/ instead.
    expect(violations).toEqual([]);
  });

  describe('the rule itself', () => {
    const at = (path: string) => join(SRC, path);

    it('reports a feature importing another by alias, relative path or lazy import', () => {
      const source = [
        "import { openRelayDialog } from '@/features/checkout/components/relay-dialog';",
        "import type {\n  Cart,\n} from '../../cart/api/get-cart';",
        "const Map = lazy(() => import('../../checkout/components/relay-map'));",
      ].join('\n');

      expect(boundaryViolations(at('features/account/components/order-relay.ts'), source)).toEqual([
        "features/account/components/order-relay.ts: feature 'account' imports '@/features/checkout/components/relay-dialog' of feature 'checkout'",
        "features/account/components/order-relay.ts: feature 'account' imports '../../cart/api/get-cart' of feature 'cart'",
        "features/account/components/order-relay.ts: feature 'account' imports '../../checkout/components/relay-map' of feature 'checkout'",
      ]);
    });

    it('reports shared code importing a feature, even its stylesheet', () => {
      const source = "import { useCart } from '@/features/cart/api/get-cart';\nimport '../../features/checkout/checkout.css';";

      expect(boundaryViolations(at('components/relay/relay-dialog.tsx'), source)).toEqual([
        "components/relay/relay-dialog.tsx: shared 'components' imports '@/features/cart/api/get-cart' of feature 'cart'",
        "components/relay/relay-dialog.tsx: shared 'components' imports '../../features/checkout/checkout.css' of feature 'checkout'",
      ]);
    });

    it("accepts a feature's own files, shared code, packages, and routes composing features", () => {
      const own =
        "import { useCart } from '@/features/cart/api/get-cart';\nimport { CartView } from '../components/cart-view';\nimport useSWR from 'swr';\nimport { api } from '@/lib/api-client';";

      expect(boundaryViolations(at('features/cart/api/add-product.ts'), own)).toEqual([]);
      expect(boundaryViolations(at('app/routes/cart.tsx'), "import { CartView } from '@/features/cart/components/cart-view';")).toEqual([]);
    });
  });
});
