// Unit and component tests of the front-end apps and their servers' tooling. api/ and e2e/ have
// their own runners.
const path = require('node:path');

const TESTING = path.join(__dirname, 'shared/src/testing');
// The site runs React's API on preact/compat (tooling/webpack/create-config.cjs): the tests
// render with what the page runs. Preact ships ES modules only, so swc turns them into CommonJS.
const PREACT = path.dirname(require.resolve('preact/package.json'));

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
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/preact@|preact/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  moduleNameMapper: {
    '^react-dom/test-utils$': path.join(PREACT, 'test-utils/dist/testUtils.mjs'),
    '^react-dom/client$': path.join(PREACT, 'compat/client.mjs'),
    '^react/jsx(-dev)?-runtime$': path.join(PREACT, 'compat/jsx-runtime.mjs'),
    '^(react|react-dom|preact/compat)$': path.join(PREACT, 'compat/dist/compat.mjs'),
    '^preact$': path.join(PREACT, 'dist/preact.mjs'),
    '^preact/hooks$': path.join(PREACT, 'hooks/dist/hooks.mjs'),
    '^preact/jsx-runtime$': path.join(PREACT, 'jsx-runtime/dist/jsxRuntime.mjs'),
    '^preact/test-utils$': path.join(PREACT, 'test-utils/dist/testUtils.mjs'),
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
