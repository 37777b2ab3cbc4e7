/**
 * API tests: TypeScript → CommonJS with @swc/jest. Run with `node --experimental-vm-modules`
 * because PGlite's CommonJS build loads its WASM through a dynamic import().
 * The suite always runs on PGlite; with DATABASE_URL set it also runs on PostgreSQL.
 */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
  // ESM-only dependencies (cookie 2, used by fastify's inject) compiled to CommonJS.
  '^.+\\.m?js$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
};

/**
 * node_modules stay untransformed, except the ESM-only packages listed here (scoped ones by
 * their .pnpm folder name and their path: otplib's base32 and hash plugins use @scure, @noble).
 */
const ESM_ONLY = [
  'cookie',
  'typebox',
  '@scure\\+base',
  '@scure/base',
  '@noble\\+hashes',
  '@noble/hashes',
  // sanitize-html's parser (htmlparser2 12) and its DOM packages.
  'htmlparser2',
  'domelementtype',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
];
const transformIgnorePatterns = [
  `/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`,
];

function project(kind) {
  return {
    displayName: kind,
    rootDir: __dirname,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    transform,
    transformIgnorePatterns,
    // The contracts run from their TypeScript source, like the API's own.
    moduleNameMapper: {
      '^@site/contracts$': '<rootDir>/../contracts/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    globalSetup: `<rootDir>/test/support/globalSetup.${kind}.ts`,
    globalTeardown: `<rootDir>/test/support/globalTeardown.${kind}.ts`,
    globals: { SITE_TEST_DB_KIND: kind },
    // Pure unit tests need no database: run them once, in the PGlite project.
    testPathIgnorePatterns:
      kind === 'postgres' ? ['/node_modules/', '<rootDir>/test/unit/'] : ['/node_modules/'],
  };
}

module.exports = {
  // A test file is CPU-bound (PGlite runs in the worker itself) and has its own database, so
  // files run on every core: on 2 cores the suite takes 7 minutes instead of 12 on one worker.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/test/support/longestFirstSequencer.cjs',
  projects: process.env.DATABASE_URL
    ? [project('pglite'), project('postgres')]
    : [project('pglite')],
  testTimeout: 30_000,
};
