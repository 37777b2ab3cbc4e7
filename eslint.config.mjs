import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** test.only, it.only, describe.only, test.describe.only, …, fit and fdescribe. */
const FOCUSED_TESTS = [
  {
    selector:
      "MemberExpression[property.name='only'] Identifier.object[name=/^(test|it|describe)$/]",
    message: 'Remove .only: it skips every other test.',
  },
  {
    selector: 'CallExpression[callee.name=/^f(it|describe)$/]',
    message: 'Remove fit/fdescribe: they skip every other test.',
  },
];

const LOCAL_PORT = '/(localhost|127\\.0\\.0\\.[0-9]+):[0-9]/';
const PORT_MESSAGE =
  "A worker's stack has its own ports: use SHELL_URL, API_URL, SECOND_BRAND_URL or portOf() from e2e/support/stack.ts.";
const LITERAL_LOCAL_PORTS = [
  { selector: `Literal[value=${LOCAL_PORT}]`, message: PORT_MESSAGE },
  { selector: `Literal[regex.pattern=${LOCAL_PORT}]`, message: PORT_MESSAGE },
  { selector: `TemplateElement[value.raw=${LOCAL_PORT}]`, message: PORT_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // What `pnpm start` publishes and `pnpm bench` or `pnpm pack:core` build: not ours to lint
      // (the same folders .gitignore leaves out).
      'mf-*/releases/**',
      '.bench/**',
      '.build/**',
      'packages-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Cross-app imports must go through @site/shared, never into another app's folder.
      'no-restricted-imports': [
        'error',
        {
          // Module Federation ships a shared library whole; these are tree-shaken inside the
          // @site/shared singleton instead (see README, "Shared singletons").
          paths: [
            { name: 'react-router-dom', message: 'Import routing from @site/shared/router.' },
            { name: 'rxjs', message: 'Cross-app events go through the bus of @site/shared.' },
          ],
          patterns: [
            {
              group: ['**/shell/src/*', '**/mf-*/src/*', '**/back-office/src/*', '**/api/src/*'],
              message: 'Import other apps only through @site/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // axios is the API client's business (shared/src/api): apps and the rest of shared declare
    // their calls with defineCall. typescript-eslint's copy of the rule, so that it adds to the
    // core rule's per-folder settings instead of replacing them. The house game studio's pages
    // are a vendor's, outside the site: they call the game server with a client of their own.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['shared/src/api/**', 'house-games/web/src/api/client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Declare API calls with defineCall (@site/shared).' }],
          patterns: [
            {
              group: ['axios/*'],
              message: 'Declare API calls with defineCall (@site/shared).',
            },
          ],
        },
      ],
    },
  },
  {
    // The servers' tooling tests (tooling/*.test.mjs) run in jest's Node environment.
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // e2e/ has no React: its useLanguage() and Playwright's `use` fixtures are not hooks.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'react-hooks/exhaustive-deps': 'off' },
  },
  {
    // @site/shared is where those libraries are wrapped.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/src/*', '**/mf-*/src/*', '**/back-office/src/*', '**/api/src/*'],
              message: 'Import other apps only through @site/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // What @site/shared's main entry bundles must not import @site/shared itself: a shared
    // module that consumes itself waits for its own loading, and the site never starts.
    files: [
      'shared/src/{api,bus,config,i18n,live,react,router,session,theme,version}/**/*.{ts,tsx}',
      'shared/src/index.ts',
      'shared/src/ui/{states,centre-layout,eye-icon}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@site/shared', message: 'Import from the file itself (a relative path).' },
          ],
          patterns: [
            {
              group: ['**/shell/src/*', '**/mf-*/src/*', '**/back-office/src/*', '**/api/src/*'],
              message: 'Import other apps only through @site/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The front-end apps' layers (docs/layout.md), the operator console's too: app → pages →
    // features → ui → @site/shared.
    // Features never import each other; config and i18n sit under ui; nothing imports upward.
    files: ['{shell,mf-*,back-office}/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'app', pattern: '*/src/{app,standalone,exposes}' },
        { type: 'page', pattern: 'shell/src/pages' },
        { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'name'] },
        { type: 'ui', pattern: '*/src/ui' },
        { type: 'base', pattern: '*/src/{config,i18n}' },
        { type: 'testing', pattern: '*/src/testing' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'page', 'feature', 'ui', 'base'] } } },
              },
            },
            {
              from: { element: { type: 'page' } },
              allow: { to: { element: { types: { anyOf: ['page', 'feature', 'ui', 'base'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['ui', 'base'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { name: '{{ from.element.captured.name }}' },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['ui', 'testing'] } } },
              allow: { to: { element: { types: { anyOf: ['ui', 'base'] } } } },
            },
            { from: { element: { type: 'base' } }, allow: { to: { element: { type: 'base' } } } },
            {
              // A test drives its subject through whatever the app has, including testing/.
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: '*' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Files at src/ itself (the entry, the lobby's page) belong to no layer: only the entry
    // points (app/, standalone/, exposes/) may import them.
    files: ['{shell,mf-*,back-office}/src/{pages,features,ui,config,i18n,testing}/**/*.{ts,tsx}'],
    rules: { 'boundaries/no-unknown-dependencies': 'error' },
  },
  {
    // An import cycle makes start-up order depend on which module a bundler reaches first.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'back-office/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // A focused test (.only, or jest's fit/fdescribe) silently skips every other test.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FOCUSED_TESTS] },
  },
  {
    // Each e2e worker has a whole stack on its own ports (e2e/support/stack.ts).
    files: ['e2e/tests/**/*.ts', 'e2e/support/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...FOCUSED_TESTS, ...LITERAL_LOCAL_PORTS] },
  },
  {
    // The API: no import cycles (a module in a cycle can run before what it imports exists).
    // Sources import './x.js' for './x.ts' (NodeNext), hence the extension alias.
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.js'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A migration means the same whatever the live code says later: it stands alone (SQL and
    // constants frozen in the file, or an earlier migration), never importing the services.
    files: ['api/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services', '**/services/**'],
              message:
                'A migration must not import services/: copy what it needs into the migration (frozen at that version) or write it in SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
