// Lint rules, including the import boundaries of STYLE.md: a wrong import fails `npm test`.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zone = (target, from, message) => ({ target, from, message });

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone(
              './src/shared',
              './src/server',
              'src/shared does no I/O and imports neither side.',
            ),
            zone(
              './src/shared',
              './src/client',
              'src/shared does no I/O and imports neither side.',
            ),
            zone('./src/server', './src/client', 'The server never imports client code.'),
            zone(
              './src/client/storefront',
              './src/client/admin',
              'The storefront never loads admin code.',
            ),
            zone(
              './src/client/admin',
              './src/client/storefront',
              'Admin and storefront share only ui, lib and shared.',
            ),
            zone('./src/client/ui', './src/client/storefront', 'ui holds no domain code.'),
            zone('./src/client/ui', './src/client/admin', 'ui holds no domain code.'),
            zone('./src/client/ui', './src/client/auth', 'ui holds no domain code.'),
            zone(
              './src/client/auth',
              ['./src/client/storefront', './src/client/admin'],
              'The shared auth forms serve both sides: they use only ui, lib and shared.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The client reaches the server only as types, and only through the one API client.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'Only src/client/lib/api.ts may name server code (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/lib/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'Client code may import server code as types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared rules are pure: the clock and the environment are passed in.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'Pass configuration in; src/shared reads no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the clock in.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
