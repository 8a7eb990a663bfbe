/**
 * Three tiers, told apart by suffix: *.unit.spec.ts (pure code), *.int.spec.ts (real PostgreSQL
 * and Redis through Nest), *.e2e.spec.ts (HTTP and the browser).
 */
const swc = [
  '@swc/jest',
  {
    swcrc: false, // .swcrc is the build's (it rewrites path aliases); tests resolve them with moduleNameMapper
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@shop/common$': '<rootDir>/libs/common/src',
  '^@shop/common/(.*)$': '<rootDir>/libs/common/src/$1',
  '^@shop/catalogue$': '<rootDir>/libs/catalogue/src',
  '^@shop/crowdfunding$': '<rootDir>/libs/crowdfunding/src',
  '^@shop/media$': '<rootDir>/libs/media/src',
  '^@shop/event-store$': '<rootDir>/libs/event-store/src',
  '^@shop/demo-data$': '<rootDir>/libs/demo-data/src',
  '^@shop/auth$': '<rootDir>/libs/auth/src',
  '^@shop/cart$': '<rootDir>/libs/cart/src',
  '^@shop/wallet$': '<rootDir>/libs/wallet/src',
  '^@shop/mail$': '<rootDir>/libs/mail/src',
  '^@shop/contact$': '<rootDir>/libs/contact/src',
  '^@shop/shipping$': '<rootDir>/libs/shipping/src',
  '^@shop/shipping/kernel$': '<rootDir>/libs/shipping/src/kernel',
  '^@shop/payment$': '<rootDir>/libs/payment/src',
  '^@shop/audit$': '<rootDir>/libs/audit/src',
  '^@shop/newsletter$': '<rootDir>/libs/newsletter/src',
  '^@shop/search$': '<rootDir>/libs/search/src',
  '^@shop/typography$': '<rootDir>/libs/typography/src',
  // Before the '@/' alias, which would otherwise claim '@/…/x.css': stylesheets mean nothing to jsdom.
  '\\.css$': '<rootDir>/test/support/style-stub.js',
  '^@/(.*)$': '<rootDir>/web/src/$1',
};

const base = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  // NestJS 12 and several of its dependencies ship ES modules only, and jest on Node 20 runs CommonJS:
  // node_modules are compiled too, except the large CommonJS packages (faster, and safer untouched).
  transformIgnorePatterns: [
    '/node_modules/(typeorm|pg|pg-[a-z-]+|bullmq|ioredis|sharp|@img|playwright-core|autocannon|fastify|@fastify/(?!static|cookie)[a-z-]+|pino|rxjs|class-validator|libphonenumber-js|lodash|msgpackr|@swc|jest[a-z-]*|@jest|testcontainers|@testcontainers|dockerode|docker-modem|ssh2|undici)/',
  ],
};

module.exports = {
  // Global only (jest ignores it inside a project): integration suites start the app and the database.
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,web,test}/**/*.unit.spec.ts?(x)'] },
    {
      ...base,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup/worker-env.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.e2e.spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup/worker-env.ts'],
    },
  ],
};
