// Unit and component tests of the front-end apps and their servers' tooling. api/ and e2e/ have
// their own runners.
const path = require('node:path');

const TESTING = path.join(__dirname, 'shared/src/testing');

const APPS = [
  'shared',
  'house-games',
  'house-games/web',
  'shell',
  'mf-lobby',
  'mf-lottery',
  'mf-member-centre',
  'mf-agent-centre',
  'mf-points-mall',
  'mf-sportsbook',
  'mf-tables',
  'back-office',
];

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {(app: string) => import('jest').Config} */
const project = (app) => ({
  displayName: app,
  rootDir: path.join(__dirname, app),
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(ts|tsx|mjs)$': swcTransform, '/@noble/hashes/.+\\.js$': swcTransform },
  // @noble/hashes (the fair outcomes' SHA-256 and HMAC) is ESM only: compiled like our sources.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/@noble\\+hashes@)(?!@noble/hashes/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  moduleNameMapper: {
    // NodeNext packages (house-games) import their TypeScript siblings as `./file.js`.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': path.join(TESTING, 'style-stub.cjs'),
    '\\?url$': path.join(TESTING, 'url-stub.cjs'),
    // The studio's pages import the engines by their package name (house-games/web/tsconfig.json).
    '^@site/house-games/(fair|engines|art)$': path.join(__dirname, 'house-games/src/$1/index.ts'),
  },
  setupFilesAfterEnv: [path.join(TESTING, 'jest-setup.ts')],
});

/** The site's servers' own modules (tooling/*.mjs), in Node. */
const tooling = {
  displayName: 'tooling',
  rootDir: path.join(__dirname, 'tooling'),
  testMatch: ['<rootDir>/*.test.mjs'],
  testEnvironment: 'node',
  transform: { '^.+\\.m?js$': swcTransform },
  // sanitize-html's parser (htmlparser2 and its DOM packages) ships as ES modules only, which
  // Node loads and Jest's CommonJS runtime does not: they are compiled like our own modules.
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)@)',
  ],
  moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [...APPS.map(project), tooling],
};
