// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'data',
      'coverage',
      '.react-router',
      'test-results',
      'playwright-report',
      'reports',
      'public',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The engine is pure: no I/O and no reach into the app or the server.
    files: ['engine/**/*.ts'],
    ignores: ['engine/cli/**', 'engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'net'], message: 'engine/ is pure: no I/O.' },
            {
              group: ['~/*', '../app/*', '../server/*', '../../app/*', '../../server/*'],
              message: 'engine/ must not import app/ or server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers point down: features and components never import routes; the server never imports routes.
    files: [
      'app/features/**/*.{ts,tsx}',
      'app/components/**/*.{ts,tsx}',
      'app/content/**/*.ts',
      'server/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/routes/*', '**/routes/*'], message: 'Routes sit on top; nothing imports them.' },
          ],
        },
      ],
    },
  },
  {
    // Code that can reach the browser takes zod from ~/lib/zod, which turns off zod's eval probe (the
    // Content-Security-Policy forbids eval and the browser reports the attempt).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from '~/lib/zod' (jitless) in app/." }],
          patterns: [
            { group: ['~/routes/*', '**/routes/*'], message: 'Routes sit on top; nothing imports them.' },
          ],
        },
      ],
    },
  },
);
