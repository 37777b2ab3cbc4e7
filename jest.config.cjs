// Unit and component tests of the front-end apps and their servers' tooling. api/ and e2e/ have
// their own runners.
const path = require('node:path');

const TESTING = path.join(__dirname, 'shared/src/testing');

const APPS = [
  'shared',
  'shell',
  'mf-lobby',
  'mf-lottery',
  'mf-member-centre',
  'mf-agent-centre',
  'mf-points-mall',
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
  transform: { '^.+\\.(ts|tsx|mjs)$': swcTransform },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  moduleNameMapper: {
    '\\.css$': path.join(TESTING, 'style-stub.cjs'),
    '\\?url$': path.join(TESTING, 'url-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(TESTING, 'jest-setup.ts')],
});

/** The site's servers' own modules (tooling/*.mjs), in Node. */
const tooling = {
  displayName: 'tooling',
  rootDir: path.join(__dirname, 'tooling'),
  testMatch: ['<rootDir>/*.test.mjs'],
  testEnvironment: 'node',
  transform: { '^.+\\.mjs$': swcTransform },
  moduleFileExtensions: ['mjs', 'js', 'cjs', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [...APPS.map(project), tooling],
};
