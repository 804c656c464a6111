import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from './precompiledMessages';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** The plugin with a minimal plugin context: `this.error` throws, watched files are collected. */
function setUp(command: 'build' | 'serve' = 'build') {
  const plugin = precompiledMessages();
  const watched: string[] = [];
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    addWatchFile(file: string) {
      watched.push(file);
    },
  };
  (plugin.configResolved as Hook).call(context, { command });
  return {
    watched,
    load: (id: string) => (plugin.load as Hook).call(context, id) as Promise<{ code: string } | null>,
    transform: (code: string, id: string) => (plugin.transform as Hook).call(context, code, id) as { code: string } | null,
    buildEnd: () => (plugin.buildEnd as Hook).call(context),
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

  it('ship as bare ids: defaultMessage and description are blanked out, every other position kept', () => {
    const { transform } = setUp();
    const result = transform(source, '/app/src/x.messages.tsx');
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

  it('leaves files without descriptors and dependencies alone', () => {
    const { transform } = setUp();
    expect(transform('export const a = 1;', '/app/src/a.ts')).toBeNull();
    expect(transform(source, '/app/node_modules/lib/x.tsx')).toBeNull();
  });
});

describe('catalogues', () => {
  function catalogue(messages: Record<string, string>, locale = 'en') {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'src', 'i18n');
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
    const { load, transform, buildEnd } = setUp();
    await load(catalogue({ 'web.a': 'A' }));
    transform("defineMessages({ a: { id: 'web.a', defaultMessage: 'A' }, b: { id: 'web.b', defaultMessage: 'B' } })", '/app/src/x.ts');
    expect(() => buildEnd()).toThrow(/web\.b \(\/app\/src\/x\.ts\)/);
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
