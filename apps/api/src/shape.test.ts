import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape (docs/server-shape.md, issue 12 point 2) as tests: no import cycle between the
 * feature folders of `apps/api/src`, no source file over about 500 lines, and no SQL run outside
 * the `X.queries.ts` files but by the infrastructure below. ESLint's `import-x/no-cycle` sees
 * cycles between files; two folders can still import each other through different files
 * (users → inbox for the unread count, inbox → users for a helper), which no file cycle shows.
 * Test files are left out: a test may reach into any feature it exercises, and set up or read
 * the database as it needs.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 500;

/**
 * The source files (a path, or a folder ending in `/`, under `apps/api/src`) that may run SQL
 * outside a queries file: the infrastructure, never a feature. The benches (`apps/api/bench`) and
 * the `*.test.ts` files are not sources here (see `sources`).
 */
const INFRASTRUCTURE: Readonly<Record<string, string>> = {
  // The database layer: what every queries file calls.
  'db/database.ts': 'opens PGlite or PostgreSQL and runs every statement, transaction and LISTEN of the server',
  'db/migrate.ts': 'applies the migrations (their SQL files) and records them',
  'db/richTextMigration.ts': 'a migration written in code (rich texts rewritten row by row), run by migrate.ts',
  'db/countCache.ts': "runs the count its caller's queries file passes, to reuse long totals: no SQL text of its own",
  'db/keyset.ts': 'runs page by page the statement its caller builds (the exports): no SQL text of its own',
  // The demo data: whole worlds of rows, inserted in the order of the tables' keys.
  'seed/': 'the demo data the server writes into an empty database at its start (SEED=false: none), and the benches',
  // The tests' infrastructure.
  'testing/': 'test databases, fixtures and the test-only routes (`/api/testing/*`, never in production)',
  'contracts/harness/': "the dialog contract tests' servers and their databases",
  'applications/testing.ts': "the application tests' fixtures",
  'jobs/testWorld.ts': "the vacancy tests' world of users and organisations",
};

/**
 * The SQL calls of a source text, as the lines of their method names: every `x.query(…)` (the
 * database's, a transaction's, a pg client's; type arguments and line breaks included) and every
 * `x.exec(…)` given SQL text (a string or template literal; `re.exec(text)` is a regular
 * expression's). Read from the syntax tree, so comments, strings and `request.query` never count.
 */
function sqlCallLines(text: string): number[] {
  const source = ts.createSourceFile('source.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { name } = node.expression;
      const [first] = node.arguments;
      const sqlText = first !== undefined && (ts.isStringLiteralLike(first) || ts.isTemplateExpression(first));
      if (name.text === 'query' || (name.text === 'exec' && sqlText)) {
        lines.push(source.getLineAndCharacterOfPosition(name.getStart(source)).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

const isQueriesFile = (file: string) => file.endsWith('.queries.ts');
/** Whether an entry of {@link INFRASTRUCTURE} names the file (itself, or a folder it is in). */
const names = (entry: string, file: string) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);
const isInfrastructure = (file: string) => Object.keys(INFRASTRUCTURE).some((entry) => names(entry, file));
/** The source files as paths under `apps/api/src` with `/`, as the lists above name them. */
const sourcePaths = () => sources(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));
const sqlCallsOf = (file: string) => sqlCallLines(fs.readFileSync(path.join(SRC, file), 'utf8'));

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

  it('finds SQL calls the way the checks below do', () => {
    expect(sqlCallLines("await tx.query<{ id: string }>('SELECT 1')")).toEqual([1]);
    expect(sqlCallLines('const rows = await db.query(`UPDATE jobs SET x = $1`, [1]);')).toEqual([1]);
    // Type arguments over several lines, with `=>` and `>` inside, and the call on its own line.
    expect(sqlCallLines('const [row] = await this.db\n  .query<{\n    f: () => Array<string>;\n  }>(SQL, [id]);')).toEqual([2]);
    expect(sqlCallLines("await client?.query(statement);\nawait pglite.exec('CREATE TABLE t (id int)');")).toEqual([1, 2]);
    expect(sqlCallLines('const query = parse(request, schema, request.query);')).toEqual([]);
    expect(sqlCallLines('const match = /^(\\d+)$/.exec(text) ?? boundary.exec(text);')).toEqual([]);
    expect(sqlCallLines("// db.query('SELECT 1') in a comment\nconst doc = 'tx.query(…) in a string';")).toEqual([]);
  });

  it('runs SQL only in the queries files (X.queries.ts) and the infrastructure', () => {
    const files = sourcePaths();
    expect(files.filter(isQueriesFile).length).toBeGreaterThan(20);
    const outside = files
      .filter((file) => !isQueriesFile(file) && !isInfrastructure(file))
      .flatMap((file) => sqlCallsOf(file).map((line) => `${file}:${line}`));
    expect(outside).toEqual([]);
  });

  it('names as infrastructure only files and folders that exist', () => {
    const files = sourcePaths();
    expect(Object.keys(INFRASTRUCTURE).filter((entry) => !files.some((file) => names(entry, file)))).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = sources(SRC)
      .map((file) => ({ file: path.relative(SRC, file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
