import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { parseSync, runnerImport, type ESTree, type Plugin } from 'vite';

/** The app's catalogue modules (`src/i18n/catalogue.en.ts`, `catalogue.de.ts`). */
const catalogueModule = /[\\/]src[\\/]i18n[\\/]catalogue\.([a-z]{2})\.ts$/;
/** Source files that may declare messages (the app's and the workspace packages'). */
const sourceModule = /\.(ts|tsx)$/;
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
 * vite.config.ts aliases the parser to its `no-parser` build.
 */
export function precompiledMessages(): Plugin {
  let building = false;
  const catalogueIds = new Map<string, Set<string>>();
  const descriptorIds = new Map<string, string>();
  return {
    name: 'mandate:precompiled-messages',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      const file = id.split('?')[0]!;
      const locale = catalogueModule.exec(file)?.[1];
      if (!locale) return null;
      const { module, dependencies } = await runnerImport<{ default: Record<string, string> }>(file, {
        configFile: false,
        logLevel: 'silent',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const compiled: Record<string, MessageFormatElement[]> = {};
      for (const [key, message] of Object.entries(module.default)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`message ${key} in ${file} is not valid ICU: ${(error as Error).message}`);
        }
      }
      catalogueIds.set(locale, new Set(Object.keys(compiled)));
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!sourceModule.test(file) || file.includes('/node_modules/') || !code.includes('defaultMessage')) return null;
      const { program, errors } = parseSync(file, code);
      if (errors.length > 0) return null;
      const blanks: [number, number][] = [];
      const strip = (descriptor: Node | undefined) => {
        if (descriptor?.type !== 'ObjectExpression') return;
        const properties = descriptor.properties.filter((p): p is ESTree.ObjectProperty & Node => p.type === 'Property');
        const idValue = properties.find((p) => keyName(p.key) === 'id')?.value;
        if (idValue?.type !== 'Literal' || typeof idValue.value !== 'string') return;
        descriptorIds.set(idValue.value, file);
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
          for (const attribute of attributes) {
            if (attribute.name.type === 'JSXIdentifier' && strippedProperties.has(attribute.name.name))
              blanks.push([attribute.start, attribute.end]);
          }
        }
      });
      if (blanks.length === 0) return null;
      // Blank the text out instead of cutting it: every other position stays, so the source map does too.
      let out = code;
      for (const [start, end] of blanks) out = out.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (!building || error) return;
      const english = catalogueIds.get('en');
      if (!english) return;
      const missing = [...descriptorIds].filter(([id]) => !english.has(id));
      if (missing.length > 0) {
        this.error(
          `message ids missing from the English catalogue (run \`pnpm i18n:extract\`): ${missing.map(([id, file]) => `${id} (${file})`).join(', ')}`,
        );
      }
    },
  };
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
