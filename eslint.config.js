// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepImports = {
  group: ['@mandate/*/src/*', '@mandate/*/src'],
  message: 'Import a package through its index (its exports map), never a deep path.',
};

/** Import direction between the parts (docs/architecture.md). */
const restrict = (patterns, globals = []) => ({
  'no-restricted-imports': ['error', { patterns: [deepImports, ...patterns] }],
  'no-restricted-globals': ['error', ...globals],
});
const io = ['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage', 'document', 'window', 'process'].map((name) => ({
  name,
  message: 'packages/domain is pure: no I/O, no globals of a runtime. Take what you need as an argument.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/__screenshots__/**',
      '.tools/**',
      'data/**',
      '**/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.{js,mjs,ts}', 'apps/api/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['.storybook/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|aria-description|title|alt|placeholder|label|description|errorMessage)']] } },
      ],
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-id': [
        'error',
        { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^(ui|web)\\.[a-zA-Z0-9.-]+$'] },
      ],
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict(
      [
        {
          regex: '^(?!valibot$|\\.{1,2}/)',
          message: 'packages/domain may import valibot only (and its own modules).',
        },
      ],
      io,
    ),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: restrict(
      [
        {
          group: [
            '@mandate/api-client',
            '@mandate/web',
            '@mandate/api',
            'jotai',
            'jotai/*',
            'jotai-*',
            '@tanstack/*',
            'react-router',
            'node:*',
          ],
          message: 'packages/ui takes data through props and loader functions: it never fetches, routes or holds app state.',
        },
      ],
      [{ name: 'fetch', message: 'packages/ui never fetches: take a loader function as a prop.' }],
    ),
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', '@mandate/ui', '@mandate/web', '@mandate/api', 'jotai', 'jotai/*'],
        message: 'packages/api-client is transport only: domain types, no React, no app state.',
      },
    ]),
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', '@mandate/ui', '@mandate/web', '@mandate/api-client'],
        message: 'apps/api imports domain only (never ui, web or api-client).',
      },
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@mandate/api', 'apps/api/*'], message: 'apps/web talks to the server through @mandate/api-client only.' }]),
  },
);
