import { describe, expect, it } from 'vitest';
import { compileHints } from './compileHints';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  map: { mappings: string } | null;
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string;
}

function run(...files: (Chunk | Asset)[]) {
  const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: Record<string, Chunk | Asset>) => void };
  hook.handler({}, Object.fromEntries(files.map((file) => [file.fileName, file])));
}

describe('compileHints', () => {
  it('puts the hint on a line of its own at the top of every chunk and shifts its source map by that line', () => {
    const entry: Chunk = { type: 'chunk', fileName: 'assets/index-a.js', code: 'export const a=1;', map: { mappings: 'AAAA' } };
    const map: Asset = { type: 'asset', fileName: 'assets/index-a.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    const screen: Chunk = { type: 'chunk', fileName: 'assets/Screen-b.js', code: 'export const b=2;', map: null };
    const css: Asset = { type: 'asset', fileName: 'assets/style-c.css', source: '.a{color:red}' };
    run(entry, map, screen, css);
    expect(entry.code).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
    expect(entry.map?.mappings).toBe(';AAAA');
    expect(JSON.parse(map.source)).toEqual({ version: 3, mappings: ';AAAA;AACA' });
    expect(screen.code).toBe('//# allFunctionsCalledOnLoad\nexport const b=2;');
    expect(css.source).toBe('.a{color:red}');
  });
});
