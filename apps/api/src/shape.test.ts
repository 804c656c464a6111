import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape (docs/server-shape.md, issue 12 point 2) as tests: no import cycle between the
 * feature folders of `apps/api/src` and no source file over about 500 lines. ESLint's
 * `import-x/no-cycle` sees cycles between files; two folders can still import each other through
 * different files (users → inbox for the unread count, inbox → users for a helper), which no file
 * cycle shows. Test files are left out: a test may reach into any feature it exercises.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 500;
/** A call of the database's `query` or `exec` (`db.query(…)`, `tx.query<Row>(…)`). */
const SQL_CALL = /\.(?:query|exec)(?:<[^>]*>)?\(/;

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });

const folderOf = (file: string): string | null => {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
};

/** Folder → the folders its source files import (static, type-only, re-exports and dynamic `import()`), each with one file that does. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sources(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier!));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, path.relative(SRC, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The first cycle found in a directed graph, as the list of its nodes (first = last), or null. */
function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

describe('the server shape', () => {
  it('finds a cycle of three folders and none in a chain', () => {
    const edges = (pairs: [string, string][]) => {
      const graph = new Map<string, Map<string, string>>();
      for (const [a, b] of pairs) graph.set(a, (graph.get(a) ?? new Map()).set(b, `${a}/x.ts`));
      return graph;
    };
    expect(
      findCycle(
        edges([
          ['users', 'inbox'],
          ['inbox', 'applications'],
          ['applications', 'users'],
        ]),
      ),
    ).toEqual(['applications', 'users', 'inbox', 'applications']);
    expect(
      findCycle(
        edges([
          ['users', 'inbox'],
          ['inbox', 'applications'],
          ['users', 'applications'],
        ]),
      ),
    ).toBeNull();
  });

  it('has no import cycle between feature folders', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(5);
    const cycle = findCycle(graph);
    const explained = cycle?.slice(1).map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)!.get(to)})`);
    expect(explained ?? []).toEqual([]);
  });

  it('finds SQL calls the way the routes check below does', () => {
    expect(SQL_CALL.test("await tx.query<{ id: string }>('SELECT 1')")).toBe(true);
    expect(SQL_CALL.test('await db.query(`UPDATE jobs SET x = 1`)')).toBe(true);
    expect(SQL_CALL.test('const query = parse(request, schema, request.query);')).toBe(false);
  });

  it('keeps SQL out of the routes files (X.queries.ts holds it)', () => {
    const withSql = sources(SRC)
      .filter((file) => /(^|\.)routes\.ts$/.test(path.basename(file)))
      .filter((file) => SQL_CALL.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(withSql).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = sources(SRC)
      .map((file) => ({ file: path.relative(SRC, file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
