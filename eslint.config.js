// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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

/**
 * import-x's `no-cycle`, made to follow type-only imports too (`import type`, `import { type X }`,
 * `export type { X } from`). import-x always skips them, with no option to count them, both in the
 * linted file and in every module it walks through. We count them: a type cycle is still a design
 * cycle (neither module can be understood or moved without the other), and since
 * `consistent-type-imports` makes every import used only for types an `import type`, a cycle made of
 * types alone would otherwise never be reported. The rule itself is import-x's; it is only shown
 * each import as a value import: the modules it walks through are parsed with the file's own parser
 * plus a pass that marks every import and re-export `value` (under its own cache key, for this rule
 * only), and the linted file's import statements reach it as copies marked the same way. No other
 * rule sees a changed tree.
 */
const typeImportsAsValues = new WeakMap();
/** @param {any} node A statement at a module's top level. */
const markValue = (node) => {
  if (node.type === 'ImportDeclaration') {
    node.importKind = 'value';
    for (const s of node.specifiers) if (s.type === 'ImportSpecifier') s.importKind = 'value';
  } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
    node.exportKind = 'value';
    for (const s of node.specifiers ?? []) s.exportKind = 'value';
  } else if (node.type === 'TSImportEqualsDeclaration') {
    node.importKind = 'value';
  }
};
/** @param {any} parser The parser of the linted file. @returns {any} */
const withTypeImportsAsValues = (parser) => {
  let wrapped = typeImportsAsValues.get(parser);
  if (!wrapped) {
    wrapped = {
      meta: { name: `${parser.meta?.name ?? 'parser'}+type-imports-as-values`, version: parser.meta?.version },
      /** @param {string} code @param {any} options */
      parseForESLint(code, options) {
        const result = parser.parseForESLint ? parser.parseForESLint(code, options) : { ast: parser.parse(code, options) };
        result.ast.body.forEach(markValue);
        return result;
      },
    };
    typeImportsAsValues.set(parser, wrapped);
  }
  return wrapped;
};
/** @param {any} node What a listener of no-cycle is called with. */
const valueView = (node) =>
  node.type === 'ImportDeclaration'
    ? { ...node, importKind: 'value', specifiers: node.specifiers.map((/** @type {any} */ s) => ({ ...s, importKind: 'value' })) }
    : node.type === 'TSImportEqualsDeclaration'
      ? { ...node, importKind: 'value' }
      : node;
const noCycleCountingTypes = {
  ...importX.rules['no-cycle'],
  /** @param {any} context */
  create(context) {
    if (!context.languageOptions.parser) return importX.rules['no-cycle'].create(context);
    const languageOptions = { ...context.languageOptions, parser: withTypeImportsAsValues(context.languageOptions.parser) };
    const listeners = /** @type {Record<string, (node: any) => void>} */ (
      importX.rules['no-cycle'].create(Object.create(context, { languageOptions: { value: languageOptions } }))
    );
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listen]) => [selector, (/** @type {any} */ node) => listen(valueView(node))]),
    );
  },
};

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
        group: ['react', 'react-dom', '@mandate/ui', '@mandate/ui/*', '@mandate/web', '@mandate/api-client', '@mandate/api-client/*'],
        message: 'apps/api imports domain only (never ui, web or api-client).',
      },
    ]),
  },
  {
    // The dialogs' payload tests (apps/api/src/contracts, README.md there) send each dialog's Filled
    // payload through the real API client: they alone may import the client and the dialogs' plain
    // data (`@mandate/ui/fixtures`, never ui's index, which pulls React and styles). The server's own
    // code stays on domain (the rule above; tsconfig.json excludes this folder, whose project
    // tsconfig.contracts.json is the only one that references ui and api-client).
    files: ['apps/api/src/contracts/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', '@mandate/web'],
        message: 'The payload tests import @mandate/api-client, domain and `@mandate/ui/fixtures` (plain data) only.',
      },
      {
        regex: '^@mandate/ui(?!/fixtures$)(/.*)?$',
        message: 'The payload tests import only `@mandate/ui/fixtures` from ui: its index pulls React and styles.',
      },
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@mandate/api', 'apps/api/*'], message: 'apps/web talks to the server through @mandate/api-client only.' }]),
  },
  {
    // Every text a payload, query or path carries is read with the domain's `safeString` (issue 12
    // §6): it refuses NUL, lone surrogates and other control characters with a field message, so a
    // new field cannot forget it. Only the builder itself calls `v.string`.
    files: ['packages/domain/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/schemas/fields.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='v'][callee.property.name='string']",
          message:
            'Build text fields on safeString() (packages/domain/src/schemas/fields.ts), never v.string(): it refuses NUL and other characters no field takes.',
        },
      ],
    },
  },
  {
    // No import cycles (docs/architecture.md). Registered once, for every file: a second
    // `plugins: { 'import-x': ... }` with another object is an error in flat config.
    plugins: { 'import-x': { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleCountingTypes } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Resolves .ts/.tsx, `allowImportingTsExtensions` and the workspace packages' `exports` maps
      // through the root tsconfig's project references.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': [
        'error',
        {
          // Type-only imports count (see noCycleCountingTypes above). Dynamic `import()` counts too
          // (allowUnsafeDynamicCyclicDependency stays false): a lazy chunk that imports the module
          // that loads it only works because of load order, and is the same design cycle.
          allowUnsafeDynamicCyclicDependency: false,
          // Other packages (node_modules and, from a package's point of view, the other workspace
          // packages) are not walked: they cannot import back into a package's files, and the
          // workspace packages' own direction is a DAG that no-restricted-imports already enforces.
          // Walking node_modules would add about 15 s to `pnpm lint`; with this the rule takes about
          // 2 s, so there is no maxDepth: a cycle of any length is found.
          ignoreExternal: true,
        },
      ],
    },
  },
);
