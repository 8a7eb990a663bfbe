// @ts-check
/**
 * Lint of the whole repository (`npm run lint`, in CI after the type check). Syntax-only rules: the
 * type-checked presets would read every file through the compiler and take minutes; `tsc` already
 * runs in CI. Import cycles are madge's job (`npm run lint:cycles`): `import/no-cycle` is too slow
 * on a repository of this size. Formatting is Prettier's (eslint-config-prettier comes last).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Node's globals the CommonJS scripts use (bench/, scripts/, config files): `globals` is not a dependency. */
const nodeGlobals = Object.fromEntries(
  [
    'AbortController',
    'Buffer',
    'URL',
    'URLSearchParams',
    '__dirname',
    '__filename',
    'clearImmediate',
    'clearInterval',
    'clearTimeout',
    'console',
    'exports',
    'fetch',
    'global',
    'module',
    'performance',
    'process',
    'queueMicrotask',
    'require',
    'setImmediate',
    'setInterval',
    'setTimeout',
    'structuredClone',
  ].map((name) => [name, name === 'exports' || name === 'module' ? 'writable' : 'readonly']),
);

// ---------------------------------------------------------------------------------------------
// Module boundaries of the server (README, Layout): other modules import only a library's index,
// through its alias. Checked on the specifiers as written: fast, and no resolver is needed.

/**
 * `@shop/<name>/<path>`: a library's inside, not part of what it exports. `@shop/<name>/kernel` is
 * the one other entry: the framework-free part of a library (its kernel.ts), for pure domain code.
 */
const DEEP_ALIAS = {
  regex: '^@shop/[^/]+/(?!kernel$)',
  message:
    "Import the library by its index, '@shop/<name>' (or its framework-free '@shop/<name>/kernel'): what they do not export is its own business (export it there if another module needs it).",
};

/**
 * What pure domain code (a library's domain/ and kernel.ts) must not load: a framework, a driver,
 * or a library's index, which brings its Nest module with it (typography, pure, is one). Types pass (they vanish when built).
 * Kept so, a decider's unit suite starts in milliseconds instead of loading Nest and TypeORM.
 */
const FRAMEWORK_IN_DOMAIN = {
  regex: '^(@nestjs/|typeorm$|bullmq$|ioredis$|pg$|fastify$|pdfkit$|class-validator$|class-transformer$|@shop/(?!typography$)[a-z-]+$)',
  allowTypeImports: true,
  message: "Domain code stays free of frameworks: import a library's kernel ('@shop/<name>/kernel'), or move what needs Nest, TypeORM or a driver out of domain/.",
};

/**
 * A path that climbs out of this library into another's `src` (`../../../cart/src/…`), or into
 * libs/ or apps/ from a library. Fixtures shared by several modules' tests live in test/support.
 */
const LEAVES_LIBRARY = {
  regex: '^(\\.\\./)+([\\w-]+/src|libs|apps)(/|$)',
  message: "A library imports another only through its alias '@shop/<name>' (its index.ts), never by a relative path.",
};

/** From apps/, a path into libs/ (`../../../libs/payment/src`). */
const LEAVES_APP = {
  regex: '^(\\.\\./)+libs(/|$)',
  message: "An app imports a library through its alias '@shop/<name>' (its index.ts), never by a relative path.",
};

const restrictedImports = (...patterns) => ['error', { patterns }];

const SPECS = ['**/*.spec.ts', '**/*.spec.tsx'];

// ---------------------------------------------------------------------------------------------
// Feature boundaries of the SPA (web/src/feature-boundaries.unit.spec.ts says the same in a test):
// a feature never imports another; shared folders never import a feature; app/ composes them.
// Checked on resolved paths, so '@/features/…' and '../../cart/…' alike.

const WEB = './web/src';
const FEATURES = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const SHARED = ['lib', 'components', 'hooks', 'config', 'types', 'testing'];

const webZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `Feature '${feature}' does not import another feature: what two features share moves to lib/, components/, hooks/ or types/.`,
  })),
  {
    target: SHARED.map((folder) => `${WEB}/${folder}`),
    from: `${WEB}/features`,
    message: 'Shared code (lib, components, hooks, config, types, testing) imports no feature: only app/ composes features.',
  },
];

export default defineConfig(
  globalIgnores(['**/dist/', '**/node_modules/', 'coverage/', 'bench/results/', 'test/e2e/screenshots/']),

  {
    linterOptions: {
      // The disable comments are read now: one that silences nothing is stale and goes.
      reportUnusedDisableDirectives: 'error',
    },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    rules: {
      // French typography puts no-break spaces (U+00A0, U+202F) before ':', '!', '?', '€' and inside
      // '« … »': in the texts of templates and JSX they are wanted, and the strings are skipped already.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // The shop strips control characters on purpose (visitors' texts, file names, links, SVG text),
      // always spelled as \u escapes: the rule, meant for stray ones, would flag each of them.
      'no-control-regex': 'off',
      // `_`-prefixed names say "unused on purpose" (a destructured field left out, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Tests read JSON bodies and SQL rows whose shape their assertions check (the OpenAPI conformance
  // suites check the documented ones): typing every answer they look into would add nothing.
  {
    files: [...SPECS, 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // CommonJS scripts run by Node as they are (bench, scripts, jest's config and stubs): require() is
  // how they load modules, and they have no tsconfig to check their globals.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: nodeGlobals },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: nodeGlobals },
  },

  // Server boundaries. test/ (the harness: jest's global setup and teardown run without its path
  // aliases) and bench/ may reach into apps and libs; deep aliases are refused everywhere.
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-imports': restrictedImports(DEEP_ALIAS) },
  },
  {
    files: ['libs/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports(DEEP_ALIAS, LEAVES_LIBRARY) },
  },
  {
    files: ['apps/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports(DEEP_ALIAS, LEAVES_APP) },
  },
  {
    files: ['libs/*/src/domain/**/*.ts', 'libs/*/src/kernel.ts'],
    ignores: SPECS,
    rules: { 'no-restricted-imports': restrictedImports(DEEP_ALIAS, LEAVES_LIBRARY, FRAMEWORK_IN_DOMAIN) },
  },

  // The SPA.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: join(root, 'web/tsconfig.json') } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
      'react-hooks/rules-of-hooks': 'error',
      // A warning: a missing dependency is sometimes wanted (an effect run on mount only), and says so.
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  prettier,
);
