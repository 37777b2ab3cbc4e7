/**
 * API tests: TypeScript → CommonJS with @swc/jest. Run with `node --experimental-vm-modules`
 * because PGlite's CommonJS build loads its WASM through a dynamic import().
 * The suite always runs on PGlite; with DATABASE_URL set the files marked below run on PostgreSQL too.
 */
const fs = require('node:fs');
const path = require('node:path');

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
  // Social login's OpenID client (openid-client 6) and what it uses.
  'openid-client',
  'oauth4webapi',
  'jose',
];
/**
 * PGlite is PostgreSQL itself, compiled to WASM, but one connection running one transaction at a
 * time. What only a server can show (requests at once contending for rows, a second API process
 * told by NOTIFY, a process killed mid-transaction) is what the second run is for: a file asks for
 * it with a first line `// On PostgreSQL too: <why>.` The rest would run the same statements twice.
 */
const POSTGRES_MARK = /^\/\/ On PostgreSQL too: /;
const postgresFiles = () =>
  fs
    .readdirSync(path.join(__dirname, 'test'), { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) =>
      POSTGRES_MARK.test(fs.readFileSync(path.join(__dirname, 'test', file), 'utf8')),
    )
    .map((file) => `<rootDir>/test/${file}`);

const transformIgnorePatterns = [
  `/node_modules/(?!\\.pnpm/(${ESM_ONLY.join('|')})@)(?!(${ESM_ONLY.join('|')})/)`,
];

function project(kind) {
  return {
    displayName: kind,
    rootDir: __dirname,
    testEnvironment: 'node',
    testMatch:
      kind === 'postgres'
        ? postgresFiles()
        : ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    transform,
    transformIgnorePatterns,
    // The contracts and the house games' engines run from their TypeScript source, like the API's own.
    moduleNameMapper: {
      '^@site/contracts$': '<rootDir>/../contracts/src/index.ts',
      '^@site/house-games/(fair|engines|art)$': '<rootDir>/../house-games/src/$1/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    globalSetup: `<rootDir>/test/support/globalSetup.${kind}.ts`,
    globalTeardown: `<rootDir>/test/support/globalTeardown.${kind}.ts`,
    globals: { SITE_TEST_DB_KIND: kind },
    testPathIgnorePatterns: ['/node_modules/'],
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
