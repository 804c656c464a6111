import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { dragFiles } from './scripts/drag-files.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * react-aria's and react-stately's per-hook entry points that the design system imports
 * (`react-aria/useSelect`, `react-stately/useMenuTriggerState`, …), read from its sources. Vite's
 * dependency scan finds some of them only when a story first imports them: it then re-optimises
 * and reloads the page mid-run, and the stories fail with two copies of React ("invalid hook call").
 * Pre-bundled from the start they cannot be found late; read from the sources, the list cannot fall
 * behind the code.
 */
const uiEntryPoints = [
  ...new Set(
    readdirSync(path.join(dirname, 'packages/ui/src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/from '((?:react-aria|react-stately)\/[\w/]+)'/g)])
      .map((match) => `@mandate/ui > ${match[1]}`),
  ),
].sort();

/**
 * Three projects:
 * - `unit`: plain `*.test.ts` for pure logic (domain rules, schemas, transport, server over HTTP), in Node.
 * - `storybook`: every story in headless Chromium: play function, axe check, screenshot comparison.
 * - `browser`: `*.browser.test.tsx`, component tests in headless Chromium that need the browser's own
 *   input rather than DOM events made by a script (a file dragged from the desktop: `dragFiles`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/vite/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL for the server tests; the dialogs' payload tests' API servers (one per database, started on demand).
          globalSetup: ['scripts/test-postgres.mjs', 'apps/api/src/contracts/harness/servers.globalSetup.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // React Aria's virtualizer reads `process.env.VIRT_ON` when NODE_ENV is 'test' (it renders every
        // row in tests unless set). There is no `process` in the browser: define it, so virtualised lists
        // (the autocomplete panel) render only the rows in view, as in the app.
        define: { 'process.env.VIRT_ON': JSON.stringify('1') },
        optimizeDeps: {
          include: [
            '@storybook/addon-a11y/preview',
            '@storybook/react-vite',
            'react/jsx-dev-runtime',
            '@mandate/ui > react-aria-components',
            '@mandate/ui > @react-aria/live-announcer',
            '@mandate/ui > react-intl',
            '@mandate/ui > @internationalized/date',
            '@mandate/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@mandate/ui > @vanilla-extract/recipes/createRuntimeFn',
            ...uiEntryPoints,
            '@mandate/ui > react-easy-crop',
            // The rich-text editor is a lazy chunk: its dependencies are found late, which made Vite reload mid-run.
            '@mandate/ui > prosemirror-state',
            '@mandate/ui > prosemirror-view',
            '@mandate/ui > prosemirror-model',
            '@mandate/ui > prosemirror-tables',
            '@mandate/ui > prosemirror-history',
            '@mandate/ui > prosemirror-keymap',
            '@mandate/ui > prosemirror-commands',
            '@mandate/ui > prosemirror-schema-list',
            '@mandate/ui > prosemirror-dropcursor',
            '@mandate/ui > prosemirror-gapcursor',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The screenshot comparison runs in an afterEach hook and may wait up to 30 s for a stable frame.
          hookTimeout: 90_000,
          // On a heavily loaded machine (load average 8–11 on 2 cores, seen while several suites ran at
          // once) a story now and then got no two equal frames in time. One more attempt; a real pixel
          // difference fails both.
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              // The page must be as large as the story viewport: otherwise Vitest scales the story
              // iframe down to fit (1024×768 into Playwright's default 1280×720 gave 0.9375), and the
              // resampled screenshots differed by a few dozen pixels from run to run.
              contextOptions: { viewport: { width: 1024, height: 768 } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 20 },
                // A busy 2-core CI machine can need more than the default 5 s to get two equal frames.
                timeout: 30_000,
              },
            },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [
            'react',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@mandate/ui > react-aria-components',
            '@mandate/ui > @react-aria/live-announcer',
            '@mandate/ui > react-intl',
            '@mandate/ui > @internationalized/date',
            '@mandate/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@mandate/ui > @vanilla-extract/recipes/createRuntimeFn',
            ...uiEntryPoints,
          ],
        },
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.tsx'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
              contextOptions: { viewport: { width: 1024, height: 768 } },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            commands: { dragFiles },
            // Assertions say what failed; no screenshots beside the stories' baselines.
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
