import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importKey, precompiledMessages, splitCatalogue, type ChunkView } from './precompiledMessages';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/**
 * The plugin with a minimal plugin context: `this.error` throws, watched files are collected, an
 * import resolves to the path beside its importer with `.tsx`.
 */
function setUp(command: 'build' | 'serve' = 'build', root = web) {
  const plugin = precompiledMessages();
  const watched: string[] = [];
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    addWatchFile(file: string) {
      watched.push(file);
    },
    resolve(source: string, importer: string) {
      return Promise.resolve({ id: `${path.resolve(path.dirname(importer), source)}.tsx`, external: false });
    },
  };
  (plugin.configResolved as Hook).call(context, { command, root });
  const hook =
    (name: keyof typeof plugin) =>
    (...args: unknown[]) =>
      (plugin[name] as Hook).call(context, ...args);
  return {
    watched,
    load: (id: string) => hook('load')(id) as Promise<{ code: string } | null>,
    transform: (code: string, id: string) => hook('transform')(code, id) as Promise<{ code: string } | null>,
    buildStart: () => hook('buildStart')(),
    buildEnd: () => hook('buildEnd')() as Promise<void> | undefined,
    renderChunk: (code: string, chunks: Record<string, unknown>) =>
      hook('renderChunk')(code, {}, {}, { chunks }) as Promise<{ code: string } | null>,
  };
}

/** The default export of compiled module code. */
function exported(code: string): unknown {
  return JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
}

describe('descriptors', () => {
  const source = [
    "import { defineMessages, defineMessage, FormattedMessage } from 'react-intl';",
    'export const messages = defineMessages({',
    "  title: { id: 'web.x.title', defaultMessage: 'Log in — “now”', description: 'Heading of the page' },",
    '  count: {',
    "    id: 'web.x.count',",
    "    description: 'Counter, {count}',",
    "    defaultMessage: '{count, plural, one {# item} other {# items}}',",
    '  },',
    '});',
    "export const one = defineMessage({ description: 'Alone', id: 'web.x.one', defaultMessage: 'One' });",
    "export const inline = (intl: { formatMessage: (d: object) => string }) => intl.formatMessage({ id: 'web.x.inline', defaultMessage: 'Inline', description: 'd' });",
    "export const other = { id: 'not-a-descriptor', defaultMessage: 'kept', description: 'kept' };",
    "export const noId = defineMessage({ defaultMessage: 'No id', description: 'kept without an id' });",
    'export const Jsx = () => <FormattedMessage id="web.x.jsx" defaultMessage="Jsx" description="d" />;',
  ].join('\n');

  it('ship as bare ids: defaultMessage and description are blanked out, every other position kept', async () => {
    const { transform } = setUp();
    const result = await transform(source, '/app/src/x.messages.tsx');
    expect(result).not.toBeNull();
    const out = result!.code;
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(source.split('\n').map((line) => line.length));
    for (const gone of ['Log in', 'Heading of the page', '# items', "'Alone'", "'One'", "'Inline'", '"Jsx"'])
      expect(out).not.toContain(gone);
    for (const id of ['web.x.title', 'web.x.count', 'web.x.one', 'web.x.inline', 'web.x.jsx']) expect(out).toContain(id);
    // Objects that are not descriptors in a formatjs call, and descriptors without an id, stay whole.
    expect(out).toContain("export const other = { id: 'not-a-descriptor', defaultMessage: 'kept', description: 'kept' };");
    expect(out).toContain("defineMessage({ defaultMessage: 'No id', description: 'kept without an id' })");
    // Still valid code with the same descriptors.
    expect(out).toMatch(/title: \{ id: 'web\.x\.title',\s+\}/);
  });

  it('leaves files without descriptors and dependencies alone', async () => {
    const { transform } = setUp();
    expect(await transform('export const a = 1;', '/app/src/a.ts')).toBeNull();
    expect(await transform(source, '/app/node_modules/lib/x.tsx')).toBeNull();
  });
});

describe('lazy imports', () => {
  const source = [
    "const Dialog = lazy(() => import('./Dialog'));",
    "export const load = async () => (await import('../screens/Screen')).Screen;",
    'export const dynamic = (name: string) => import(name);',
  ].join('\n');

  it("wait for their part of the catalogue: each import() with a literal path is wrapped with its module's key", async () => {
    const { transform } = setUp();
    const out = (await transform(source, '/app/src/shell/x.tsx'))!.code;
    const dialog = importKey('/app/src/shell/Dialog.tsx');
    const screen = importKey('/app/src/screens/Screen.tsx');
    expect(out).toContain(`lazy(() => __mandateWithTexts(import('./Dialog'), "mt:${dialog}"));`);
    expect(out).toContain(`(await __mandateWithTexts(import('../screens/Screen'), "mt:${screen}")).Screen`);
    // An import of a computed path cannot be known at build time; the app has none.
    expect(out).toContain('export const dynamic = (name: string) => import(name);');
    // The runtime is imported last (imports are hoisted), so no line of the module moves.
    expect(
      out
        .split('\n')
        .slice(0, 3)
        .map((line) => line.replace(/__mandateWithTexts\((.*), "mt:\w+"\)/, '$1')),
    ).toEqual(source.split('\n'));
    expect(out).toContain(`import { withTexts as __mandateWithTexts } from ${JSON.stringify(path.join(web, 'src/i18n/texts.ts'))};`);
  });

  it('are left as they are in the dev server and in the runtime itself', async () => {
    expect(await setUp('serve').transform(source, '/app/src/shell/x.tsx')).toBeNull();
    expect(await setUp().transform("import('./part.js')", path.join(web, 'src/i18n/texts.ts'))).toBeNull();
  });
});

describe('the catalogue in parts', () => {
  const ast = (text: string) => [{ type: 0, value: text }];
  const catalogues = {
    en: {
      'web.shell': ast('Log out'),
      'domain.status': ast('Open'),
      'web.dialog': ast('Put on hold'),
      'web.shared': ast('Save'),
      'web.gone': ast('Unused'),
    },
    de: { 'web.shell': ast('Abmelden'), 'domain.status': ast('Offen'), 'web.dialog': ast('Zurückstellen') },
  };
  const fileIds = new Map([
    ['/app/src/shell/Shell.messages.ts', new Set(['web.shell'])],
    ['/app/src/dialogs/Dialog.messages.ts', new Set(['web.dialog'])],
    ['/app/src/dialogs/Form.messages.ts', new Set(['web.shared'])],
    ['/app/src/screens/Gone.messages.ts', new Set(['web.gone'])],
  ]);
  const module = (renderedLength: number) => ({ renderedLength });
  const chunks: ChunkView[] = [
    {
      fileName: 'assets/index-!~{001}~.js',
      isEntry: true,
      imports: [],
      modules: { '/app/src/shell/Shell.messages.ts': module(40), '/app/src/main.tsx': module(90) },
    },
    {
      fileName: 'assets/Dialog-!~{002}~.js',
      isEntry: false,
      imports: ['assets/index-!~{001}~.js', 'assets/Form-!~{003}~.js'],
      modules: { '/app/src/dialogs/Dialog.tsx': module(300), '/app/src/dialogs/Dialog.messages.ts': module(30) },
    },
    {
      fileName: 'assets/Form-!~{003}~.js',
      isEntry: false,
      imports: [],
      // The unused screen's messages were tree-shaken away.
      modules: { '/app/src/dialogs/Form.messages.ts': module(20), '/app/src/screens/Gone.messages.ts': module(0) },
    },
    {
      fileName: 'assets/Plain-!~{004}~.js',
      isEntry: false,
      imports: ['assets/index-!~{001}~.js'],
      modules: { '/app/src/Plain.tsx': module(50) },
    },
    // A page that has the form code (and its texts) itself.
    {
      fileName: 'assets/Page-!~{005}~.js',
      isEntry: false,
      imports: ['assets/Form-!~{003}~.js'],
      modules: { '/app/src/Page.tsx': module(50) },
    },
  ];
  const importKeys = new Map([
    ['dialog0000000', '/app/src/dialogs/Dialog.tsx'],
    ['plain00000000', '/app/src/Plain.tsx'],
    ['shakenaway000', '/app/src/screens/Gone.tsx'],
  ]);
  const parts = splitCatalogue(catalogues, chunks, fileIds, importKeys);
  const fromEntry = 'assets/index-!~{001}~.js';
  const part = (key: string, locale: string, from = fromEntry) => {
    const name = parts.nameFor(from, key)!;
    return exported(parts.files.get(`assets/texts-${name}.${locale}.js`)!);
  };

  it("the entry's part: the texts of its chunks and every text no module declares (the domain's)", () => {
    expect(part('entry00000000', 'en')).toEqual({ 'domain.status': ast('Open'), 'web.shell': ast('Log out') });
    expect(part('entry00000000', 'de')).toEqual({ 'domain.status': ast('Offen'), 'web.shell': ast('Abmelden') });
  });

  it("a lazy module's part: its chunk's texts and those of the chunks it imports, less the entry's; German falls back to English per id", () => {
    expect(part('dialog0000000', 'en')).toEqual({ 'web.dialog': ast('Put on hold'), 'web.shared': ast('Save') });
    expect(part('dialog0000000', 'de')).toEqual({ 'web.dialog': ast('Zurückstellen'), 'web.shared': ast('Save') });
  });

  it("imported from a chunk that has some of those texts already (its own or its imports'), a part leaves them out", () => {
    expect(part('dialog0000000', 'en', 'assets/Page-!~{005}~.js')).toEqual({ 'web.dialog': ast('Put on hold') });
    expect(parts.nameFor('assets/Form-!~{003}~.js', 'dialog0000000')).not.toBe(parts.nameFor(fromEntry, 'dialog0000000'));
    // Imported from its own chunk, nothing is missing.
    expect(parts.nameFor('assets/Dialog-!~{002}~.js', 'dialog0000000')).toBe('0000000000000000');
  });

  it('a lazy module without texts of its own, or not built at all, has none to wait for; a tree-shaken text is in no part', () => {
    expect(parts.nameFor(fromEntry, 'plain00000000')).toBe('0000000000000000');
    expect(parts.nameFor(fromEntry, 'shakenaway000')).toBe('0000000000000000');
    expect(parts.nameFor(fromEntry, 'unknown000000')).toBeUndefined();
    expect([...parts.ids.values()].flat()).not.toContain('web.gone');
  });

  it("part names are 16 hex characters of their content, the placeholders' length", () => {
    for (const name of parts.ids.keys()) expect(name).toMatch(/^[0-9a-f]{16}$/);
    expect(splitCatalogue(catalogues, chunks, fileIds, importKeys).nameFor(fromEntry, 'dialog0000000')).toBe(
      parts.nameFor(fromEntry, 'dialog0000000'),
    );
    expect([...parts.files.keys()].every((file) => /^assets\/texts-[0-9a-f]{16}\.(en|de)\.js$/.test(file))).toBe(true);
  });
});

describe('catalogues', () => {
  function catalogue(messages: Record<string, string>, locale = 'en', beside?: string) {
    const dir = beside ? path.dirname(beside) : path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'src', 'i18n');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `catalogue.${locale}.ts`);
    writeFileSync(file, `const messages: Record<string, string> = ${JSON.stringify(messages)};\nexport default messages;\n`);
    return file;
  }

  it('are compiled to ICU ASTs', async () => {
    const { load } = setUp();
    const result = await load(catalogue({ 'web.a': 'Hello {name}', 'web.b': 'Plain' }));
    expect(exported(result!.code)).toEqual({
      'web.a': [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
      'web.b': [{ type: 0, value: 'Plain' }],
    });
  });

  it('fail the build on a malformed message, naming its id', async () => {
    const { load } = setUp();
    await expect(load(catalogue({ 'web.broken': 'Hello {name' }))).rejects.toThrow(/web\.broken/);
  });

  it('other modules are not touched', async () => {
    const { load } = setUp();
    await expect(load('/app/src/i18n/messages.ts')).resolves.toBeNull();
  });

  it('the build fails when a descriptor id is missing from the English catalogue', async () => {
    const en = catalogue({ 'web.a': 'A' });
    catalogue({ 'web.a': 'A (de)' }, 'de', en);
    const { buildStart, transform, buildEnd } = setUp('build', path.resolve(path.dirname(en), '../..'));
    buildStart();
    await transform(
      "defineMessages({ a: { id: 'web.a', defaultMessage: 'A' }, b: { id: 'web.b', defaultMessage: 'B' } })",
      '/app/src/x.ts',
    );
    await expect(buildEnd()).rejects.toThrow(/web\.b \(\/app\/src\/x\.ts\)/);
  });

  it('a built chunk gets the names of its parts, as long as their placeholders', async () => {
    const en = catalogue({ 'web.a': 'A', 'web.b': 'B' });
    catalogue({ 'web.a': 'A (de)', 'web.b': 'B (de)' }, 'de', en);
    const dir = path.resolve(path.dirname(en), '../..');
    const { buildStart, transform, renderChunk } = setUp('build', dir);
    buildStart();
    await transform("defineMessages({ b: { id: 'web.b', defaultMessage: 'B' } })", '/app/src/b.messages.tsx');
    const code = (await transform("export const b = () => import('./b.messages');", '/app/src/x.ts'))!.code;
    const chunks = {
      'index.js': { fileName: 'index.js', isEntry: true, imports: [], modules: { '/app/src/x.ts': { renderedLength: 40 } } },
      'b.js': { fileName: 'b.js', isEntry: false, imports: [], modules: { '/app/src/b.messages.tsx': { renderedLength: 40 } } },
    };
    const entry = 'const entry = "mt:entry00000000";';
    const out = (await renderChunk(`${entry}\n${code}`, chunks))!.code;
    expect(out).toHaveLength(entry.length + 1 + code.length);
    expect(out).not.toMatch(/mt:/);
    expect(out).toMatch(/^const entry = "[0-9a-f]{16}";/);
    expect(out).toMatch(/__mandateWithTexts\(import\('\.\/b\.messages'\), "[0-9a-f]{16}"\)/);
  });

  it("the app's German catalogue has every English id (German laid over English) and compiles", async () => {
    const { load, watched } = setUp();
    const en = exported((await load(path.join(web, 'src/i18n/catalogue.en.ts')))!.code) as Record<string, unknown>;
    const de = exported((await load(path.join(web, 'src/i18n/catalogue.de.ts')))!.code) as Record<string, unknown>;
    expect(Object.keys(en).length).toBeGreaterThan(100);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(de['web.shell.logout']).not.toEqual(en['web.shell.logout']);
    // The JSON catalogues are watched, so a change recompiles in the dev server.
    expect(watched.some((file) => file.endsWith(path.join('apps', 'web', 'src', 'i18n', 'de.json')))).toBe(true);
  }, 60_000);
});
