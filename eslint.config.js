// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { boundaries } from './eslint/boundaries.js';
import { engineDoor } from './eslint/engine-door.js';
import { kebabCaseFileNames } from './eslint/kebab-case-file-names.js';
import { oneClock } from './eslint/one-clock.js';

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
  ...boundaries,
  ...oneClock,
  {
    // File names are kebab-case (route modules add React Router's dots, $params and _index).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'kebab-case-file-names': kebabCaseFileNames, 'engine-door': engineDoor } } },
    rules: { 'local/kebab-case-file-names': 'error', 'local/engine-door': 'error' },
  },
);
