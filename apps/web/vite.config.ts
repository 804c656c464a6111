import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './vite/compileHints.ts';
import { precompiledMessages } from './vite/precompiledMessages.ts';
import { precompress } from './vite/precompress.ts';
import { pureLoaderComponents } from './vite/pureLoaderComponents.ts';

export default defineConfig({
  plugins: [
    precompiledMessages(),
    pureLoaderComponents(),
    react(),
    vanillaExtractPlugin(),
    // React Aria ships its widgets' strings (menu, overlays, table, date pickers…) in 34 locales and
    // imports them all; the app speaks English and German only (decision 0035).
    { ...optimizeLocales.vite({ locales: ['en', 'de'] }), enforce: 'pre' },
    // Brotli and gzip copies of the built files, served by the API server (decision 0036).
    compileHints(),
    precompress(),
  ],
  resolve: {
    alias: [
      // Every message reaches react-intl pre-parsed (precompiledMessages), so the ICU parser stays
      // out of the bundle: formatjs's documented `no-parser` build keeps the AST types and helpers.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // One stylesheet, linked from index.html (15 kB gzip for the whole app): no per-chunk CSS that a
    // screen's chunk must wait for before it runs (decision 0045).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk with it, instead of the entry plus nine
        // shared chunks that every screen loads anyway (decision 0045).
        codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
