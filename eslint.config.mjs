import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
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
          patterns: [
            {
              group: ['**/shell/src/*', '**/mf-*/src/*', '**/api/src/*'],
              message: 'Import other apps only through @site/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test (.only, or jest's fit/fdescribe) silently skips every other test.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // test.only, it.only, describe.only, test.describe.only, test.describe.serial.only, …
          selector:
            "MemberExpression[property.name='only'] Identifier.object[name=/^(test|it|describe)$/]",
          message: 'Remove .only: it skips every other test.',
        },
        {
          selector: 'CallExpression[callee.name=/^f(it|describe)$/]',
          message: 'Remove fit/fdescribe: they skip every other test.',
        },
      ],
    },
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
        importX.createNodeResolver({
          extensions: ['.ts', '.js'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
