import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** What a browser downloads as text: scripts, styles, the page, images as SVG. Source maps are left alone. */
const compressible = /\.(js|css|html|svg|json)$/;
/** Below this the compressed file saves less than a packet; the server sends the file as it is. */
const minBytes = 1024;

/**
 * Writes `file.br` and `file.gz` next to each built text file (decision 0036). The API server
 * serves them when the browser accepts the encoding (@fastify/static `preCompressed`), so a first
 * visit transfers brotli-compressed chunks at no cost per request (compressing once, at build time,
 * at brotli's highest quality).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mandate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const data = await readFile(full);
            if (data.length < minBytes) return;
            const [br, gzipped] = await Promise.all([
              brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gz(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
          }),
      );
    },
  };
}
