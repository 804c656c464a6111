import { createHash } from 'node:crypto';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseSync, runnerImport, type ESTree, type Plugin } from 'vite';

/** The app's catalogue modules (`src/i18n/catalogue.en.ts`, `catalogue.de.ts`). */
const catalogueModule = /[\\/]src[\\/]i18n[\\/]catalogue\.([a-z]{2})\.ts$/;
/** Source files that may declare messages (the app's and the workspace packages'). */
const sourceModule = /\.(ts|tsx)$/;
/** The runtime of the catalogue's parts; its own dynamic imports (the parts) are not wrapped. */
const textsModule = /[\\/]src[\\/]i18n[\\/]texts\.ts$/;
/** A part's placeholder in the code until the chunks are rendered: `mt:` and 13 characters, quoted. */
const placeholder = /(["'`])mt:([0-9a-z]{13})\1/g;
/** What texts.ts calls the entry's part. */
const entryKey = 'entry00000000';
/** The part of a lazy module that needs no texts beyond the entry's (texts.ts `noPart`). */
const noPart = '0000000000000000';
/** Descriptor properties only the extractor and translators read. */
const strippedProperties = new Set(['defaultMessage', 'description']);

type Node = ESTree.Node & { start: number; end: number };

/**
 * Compiles the message catalogues ahead of time and ships message descriptors as bare ids, so the
 * browser gets no ICU parser and no English source texts twice (decision 0011):
 *
 * - each catalogue module is run in Node at build time (it merges the domain's, the design system's
 *   and the app's texts) and replaced by its messages as ICU ASTs, as `formatjs compile --ast` does;
 *   a malformed message fails the build with its id;
 * - `defaultMessage` and `description` are removed from `defineMessages`, `defineMessage`,
 *   `formatMessage` and `<FormattedMessage>` descriptors (what babel-plugin-formatjs's
 *   `removeDefaultMessage` does): without a parser a default text could not be formatted anyway,
 *   and the catalogue has every id (the German one falls back to English per id). The build fails
 *   when a descriptor's id is missing from the English catalogue (`pnpm i18n:extract`).
 *
 * In a build it also splits the catalogue into parts (decision 0038, runtime in `src/i18n/texts.ts`):
 *
 * - every dynamic `import('…')` of the app's and the workspace packages' sources becomes
 *   `withTexts(import('…'), "mt:<key of the imported module>")`, so the import resolves once the
 *   module's texts are there too;
 * - once the chunks are known (`renderChunk`), each text goes with the chunk of the module that
 *   declares it (a module tree-shaken away takes none); the entry's part is the texts of the
 *   entry's chunks with every text no module declares (the domain's, formatted by computed id);
 *   a lazily imported module's part is the texts of its chunk and every chunk that chunk imports,
 *   less the entry's and the importing chunk's (see {@link splitCatalogue}). The placeholders become the parts' names (16 characters, as long as the
 *   placeholder, so the source maps stay) before the chunks are hashed, and each part is written as
 *   `assets/texts-<name>.en.js` and `.de.js` (German laid over English per id, as before).
 *
 * vite.config.ts aliases the parser to its `no-parser` build.
 */
export function precompiledMessages(): Plugin {
  let building = false;
  let root = process.cwd();
  let compiledCatalogues: Promise<Record<string, Record<string, MessageFormatElement[]>>> | undefined;
  const descriptorIds = new Map<string, string>();
  /** The ids each source file declares. */
  const fileIds = new Map<string, Set<string>>();
  /** The module each import placeholder stands for. */
  const importKeys = new Map<string, string>();
  let parts: Promise<BuiltParts> | undefined;

  /** A catalogue module run in Node and compiled; a malformed message fails with its id. */
  async function compileCatalogue(
    context: { error(message: string): never; addWatchFile?(file: string): void },
    file: string,
  ): Promise<Record<string, MessageFormatElement[]>> {
    const { module, dependencies } = await runnerImport<{ default: Record<string, string> }>(file, {
      configFile: false,
      logLevel: 'silent',
    });
    for (const dependency of dependencies) context.addWatchFile?.(dependency);
    const compiled: Record<string, MessageFormatElement[]> = {};
    for (const [key, message] of Object.entries(module.default)) {
      try {
        compiled[key] = parse(message);
      } catch (error) {
        context.error(`message ${key} in ${file} is not valid ICU: ${(error as Error).message}`);
      }
    }
    return compiled;
  }

  return {
    name: 'mandate:precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      parts = undefined;
      importKeys.clear();
      if (!building) return;
      const catalogue = (locale: string) => path.join(root, 'src/i18n', `catalogue.${locale}.ts`);
      compiledCatalogues = Promise.all([compileCatalogue(this, catalogue('en')), compileCatalogue(this, catalogue('de'))]).then(
        ([en, de]) => ({ en, de }),
      );
      // Not left unhandled while nothing awaits it yet; whoever awaits it gets the error.
      compiledCatalogues.catch(() => undefined);
    },
    async load(id) {
      const file = id.split('?')[0]!;
      const locale = catalogueModule.exec(file)?.[1];
      if (!locale) return null;
      const compiled = await compileCatalogue(this, file);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!sourceModule.test(file) || file.includes('/node_modules/')) return null;
      const declares = code.includes('defaultMessage');
      const wraps = building && code.includes('import(') && !textsModule.test(file);
      if (!declares && !wraps) return null;
      const { program, errors } = parseSync(file, code);
      if (errors.length > 0) return null;
      const blanks: [number, number][] = [];
      const imports: { start: number; end: number; source: string }[] = [];
      const declared = new Set<string>();
      const strip = (descriptor: Node | undefined) => {
        if (descriptor?.type !== 'ObjectExpression') return;
        const properties = descriptor.properties.filter((p): p is ESTree.ObjectProperty & Node => p.type === 'Property');
        const idValue = properties.find((p) => keyName(p.key) === 'id')?.value;
        if (idValue?.type !== 'Literal' || typeof idValue.value !== 'string') return;
        descriptorIds.set(idValue.value, file);
        declared.add(idValue.value);
        for (const property of properties) {
          const name = keyName(property.key) ?? '';
          if (!strippedProperties.has(name)) continue;
          // The parser's offsets must be the string's (UTF-16) ones, or the wrong text would go.
          if (!/^['"]?(defaultMessage|description)\b/.test(code.slice(property.start, property.end))) {
            this.error(`unexpected source positions for ${name} in ${file}`);
          }
          blanks.push([property.start, afterComma(code, property.end)]);
        }
      };
      walk(program as unknown as Node, (node) => {
        if (node.type === 'CallExpression') {
          const callee = calleeName(node.callee);
          const first = node.arguments[0] as Node | undefined;
          if (callee === 'defineMessages' && first?.type === 'ObjectExpression') {
            for (const p of first.properties) if (p.type === 'Property') strip(p.value as Node);
          } else if (callee === 'defineMessage' || callee === 'formatMessage') {
            strip(first);
          }
        } else if (node.type === 'JSXOpeningElement' && node.name.type === 'JSXIdentifier' && node.name.name === 'FormattedMessage') {
          const attributes = node.attributes.filter((a): a is ESTree.JSXAttribute & Node => a.type === 'JSXAttribute');
          const idAttribute = attributes.find((a) => a.name.type === 'JSXIdentifier' && a.name.name === 'id')?.value;
          if (idAttribute?.type !== 'Literal' || typeof idAttribute.value !== 'string') return;
          descriptorIds.set(idAttribute.value, file);
          declared.add(idAttribute.value);
          for (const attribute of attributes) {
            if (attribute.name.type === 'JSXIdentifier' && strippedProperties.has(attribute.name.name))
              blanks.push([attribute.start, attribute.end]);
          }
        } else if (wraps && node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') {
          imports.push({ start: node.start, end: node.end, source: node.source.value });
        }
      });
      if (declared.size > 0) fileIds.set(file, declared);
      else fileIds.delete(file);
      if (blanks.length === 0 && imports.length === 0) return null;
      // Blank the text out instead of cutting it: every other position stays, so the source map does too.
      let out = code;
      for (const [start, end] of blanks) out = out.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      if (imports.length === 0) return { code: out, map: null };
      // Each import wrapped in place: only the columns after it on its line move (the map is kept
      // as it is, so they are off by the wrapper's length); the runtime's import goes last (hoisted).
      for (const { start, end, source } of [...imports].sort((a, b) => b.start - a.start)) {
        const resolved = await this.resolve(source, id);
        if (!resolved || resolved.external) continue;
        const key = importKey(resolved.id.split('?')[0]!);
        importKeys.set(key, resolved.id.split('?')[0]!);
        out = `${out.slice(0, start)}__mandateWithTexts(${out.slice(start, end)}, "mt:${key}")${out.slice(end)}`;
      }
      const runtime = path.join(root, 'src/i18n/texts.ts');
      return { code: `${out}\nimport { withTexts as __mandateWithTexts } from ${JSON.stringify(runtime)};\n`, map: null };
    },
    buildEnd(error) {
      if (!building || error) return;
      const missing = [...descriptorIds];
      return compiledCatalogues?.then((catalogues) => {
        const english = catalogues.en ?? {};
        const absent = missing.filter(([id]) => !(id in english));
        if (absent.length > 0) {
          this.error(
            `message ids missing from the English catalogue (run \`pnpm i18n:extract\`): ${absent.map(([id, file]) => `${id} (${file})`).join(', ')}`,
          );
        }
      });
    },
    async renderChunk(code, chunk, _options, meta) {
      if (!building || !code.includes('mt:')) return null;
      parts ??= compiledCatalogues!.then((catalogues) => splitCatalogue(catalogues, Object.values(meta.chunks), fileIds, importKeys));
      const { nameFor } = await parts;
      const out = code.replace(placeholder, (match, quote: string, key: string) => {
        const name = nameFor(chunk.fileName, key);
        if (name === undefined) this.error(`no catalogue part for ${match} (${importKeys.get(key) ?? 'unknown module'})`);
        return `${quote}${name}${quote}`;
      });
      return out === code ? null : { code: out, map: null };
    },
    async generateBundle() {
      if (!building || !parts) return;
      const { files } = await parts;
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** The key of a lazily imported module: 13 characters of its path's hash. */
export function importKey(moduleId: string): string {
  return createHash('sha256').update(moduleId).digest('hex').slice(0, 13);
}

/** What the split reads of a rendered chunk (rolldown's `RenderedChunk`). */
export interface ChunkView {
  fileName: string;
  /** The chunks it imports statically. */
  imports: string[];
  isEntry: boolean;
  modules: Record<string, { renderedLength: number }>;
}

interface BuiltParts {
  /**
   * The name of the part an import in `chunk` (a rendered chunk's file name) waits for: the entry's
   * under the key `entry00000000`, or {@link noPart}; undefined for a key no import has.
   */
  nameFor(chunk: string, key: string): string | undefined;
  /** File name → code of each part in each language, so far. */
  files: Map<string, string>;
  /** Part name → its ids, for the tests and the decision's figures. */
  ids: Map<string, string[]>;
}

/**
 * The catalogue's parts from the rendered chunks (see {@link precompiledMessages}). The entry's
 * part holds the texts of the entry's chunks and every text no module declares. An import of a
 * module D in a chunk X waits for the texts of D's chunk and of every chunk it imports, less the
 * entry's and less those of X and every chunk X imports: X runs only once those are there (X was
 * the entry's or in the chunks of an import that waited for them), so its imports need not bring
 * them again. A dialog's part thus holds its own texts, not those of the form code its page has.
 */
export function splitCatalogue(
  catalogues: Record<string, Record<string, MessageFormatElement[]>>,
  chunks: ChunkView[],
  fileIds: Map<string, Set<string>>,
  importKeys: Map<string, string>,
): BuiltParts {
  const english = catalogues.en!;
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const textsOf = (chunk: ChunkView) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .flatMap(([id]) => [...(fileIds.get(id.split('?')[0]!) ?? [])]);
  const closure = (start: ChunkView[]) => {
    const seen = new Set(start);
    for (const chunk of seen) for (const file of chunk.imports) if (byFile.has(file)) seen.add(byFile.get(file)!);
    return [...seen];
  };
  const textsOfClosure = (chunk: ChunkView) => new Set(closure([chunk]).flatMap(textsOf));
  const declared = new Set([...fileIds.values()].flatMap((ids) => [...ids]));
  const entry = new Set([
    ...closure(chunks.filter((chunk) => chunk.isEntry)).flatMap(textsOf),
    ...Object.keys(english).filter((id) => !declared.has(id)),
  ]);
  const files = new Map<string, string>();
  const ids = new Map<string, string[]>();
  const write = (partIds: Iterable<string>): string => {
    const sorted = [...new Set(partIds)].filter((id) => id in english).sort();
    if (sorted.length === 0) return noPart;
    const code = Object.fromEntries(
      Object.keys(catalogues).map((locale) => {
        const catalogue = catalogues[locale]!;
        return [locale, `export default ${JSON.stringify(Object.fromEntries(sorted.map((id) => [id, catalogue[id] ?? english[id]])))};\n`];
      }),
    );
    const name = createHash('sha256').update(Object.values(code).join('\n')).digest('hex').slice(0, 16);
    ids.set(name, sorted);
    for (const [locale, source] of Object.entries(code)) files.set(`assets/texts-${name}.${locale}.js`, source);
    return name;
  };
  const entryName = write(entry);
  const names = new Map<string, string>();
  const nameFor = (chunkFile: string, key: string): string | undefined => {
    if (key === entryKey) return entryName;
    const moduleId = importKeys.get(key);
    if (moduleId === undefined) return undefined;
    const memo = `${chunkFile}\n${key}`;
    let name = names.get(memo);
    if (name === undefined) {
      const home =
        chunks.find((chunk) => (chunk.modules[moduleId]?.renderedLength ?? 0) > 0) ?? chunks.find((chunk) => chunk.modules[moduleId]);
      const importer = byFile.get(chunkFile);
      const present = importer ? textsOfClosure(importer) : new Set<string>();
      name = home ? write([...textsOfClosure(home)].filter((id) => !entry.has(id) && !present.has(id))) : noPart;
      names.set(memo, name);
    }
    return name;
  };
  return { nameFor, files, ids };
}

function keyName(key: ESTree.Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function calleeName(callee: ESTree.Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return undefined;
}

/** The end of a property with the comma that follows it, if any. */
function afterComma(code: string, end: number): number {
  const rest = /^\s*,/.exec(code.slice(end, end + 200));
  return rest ? end + rest[0].length : end;
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child === 'object' && typeof child.type === 'string') walk(child as Node, visit);
    } else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') {
      walk(value as Node, visit);
    }
  }
}
