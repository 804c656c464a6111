import type { Plugin } from 'vite';

/** React Aria Components' collection modules whose loading-indicator component lacks a purity mark. */
const collectionModule = /[\\/]react-aria-components[\\/]dist[\\/].*[\\/](GridList|ListBox|Menu|Table|Tree)\.mjs$/;
/** `const $x$export$y = (0, $z$createLeafComponent)((0, $z$LoaderNode), …` at the top level of the module. */
const unmarkedLoader = /^(const [\w$]+ = )(\(0, [\w$]+\$createLeafComponent\)\(\(0, [\w$]+\$LoaderNode\))/gm;

/**
 * Marks React Aria Components' `…LoadingIndicator` / `…LoadMoreItem` definitions as pure (decision 0036).
 *
 * Every other component in those modules is created with a `/*#__PURE__*\/` call; these five are not
 * (react-aria-components 1.22), so the bundler must keep them whenever anything of their module is
 * imported — and with them `createLeafComponent`, the loader node, `useLoadMoreSentinel` and the whole
 * collection and selection machinery. Importing `MenuTrigger` alone then pulled ~18 kB gzip into every
 * page. The mark only lets the bundler drop the definition when nothing uses it.
 */
export function pureLoaderComponents(): Plugin {
  return {
    name: 'mandate:pure-loader-components',
    enforce: 'pre',
    transform(code, id) {
      if (!collectionModule.test(id.split('?')[0]!)) return null;
      const marked = code.replace(unmarkedLoader, '$1/*#__PURE__*/ $2');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
