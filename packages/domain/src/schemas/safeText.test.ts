/**
 * Every text a payload carries refuses the characters no field takes (issue 12 §6, issue 20): the
 * exported schemas are walked generically, so a field added later is covered without a list here.
 */
import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import * as domain from '../index';
import * as responses from '../responses';
import { parseLocalDate, type LocalDate } from '../time';
import { validate } from '../validate';
import { isSafeText, safeString } from './fields';

/** The parts of a valibot schema or action the walk reads. */
interface Node {
  kind?: string;
  type?: string;
  message?: unknown;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  items?: Node[];
  options?: Node[];
  key?: Node;
  value?: Node;
}

/** A place in a payload that takes a string: its path (`[]` for an array item, `*` for a record value). */
interface TextPlace {
  schema: string;
  path: string[];
  /** `string`: built on {@link safeString}; `option`: a picklist or literal, refusing anything else anyway. */
  leaf: 'string' | 'option';
  node: Node;
}

const INVALID = 'domain.error.invalid-characters';

/** The schema under every pipe, and the first action of the innermost pipe (the one right after `v.string`). */
function base(node: Node): { schema: Node; firstAction: Node | undefined } {
  let current = node;
  let firstAction: Node | undefined;
  while (current.pipe) {
    firstAction = current.pipe[1];
    current = current.pipe[0]!;
  }
  return { schema: current, firstAction };
}

function walk(schema: string, node: Node, path: string[], out: TextPlace[]): void {
  const { schema: inner } = base(node);
  switch (inner.type) {
    case 'string':
      out.push({ schema, path, leaf: 'string', node });
      return;
    case 'picklist':
    case 'enum':
    case 'literal':
      out.push({ schema, path, leaf: 'option', node });
      return;
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      for (const [key, entry] of Object.entries(inner.entries ?? {})) walk(schema, entry, [...path, key], out);
      return;
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      walk(schema, inner.wrapped!, path, out);
      return;
    case 'array':
      walk(schema, inner.item!, [...path, '[]'], out);
      return;
    case 'tuple':
      (inner.items ?? []).forEach((item, i) => walk(schema, item, [...path, String(i)], out));
      return;
    case 'union':
    case 'variant':
    case 'intersect':
      for (const option of inner.options ?? []) walk(schema, option, path, out);
      return;
    case 'record':
      // A record's keys are strings too: they must be safe strings (checked by shape only).
      walk(schema, inner.key!, [...path, '<key>'], out);
      walk(schema, inner.value!, [...path, '*'], out);
      return;
    default:
      return;
  }
}

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

const today = parseLocalDate('2026-03-15') as LocalDate;

/**
 * The schemas of answers (../responses) check what the server sends, not what a user types: they are
 * not payloads and are left out.
 */
const answerSchemas = new Set(Object.keys(responses));

/** Every exported payload schema: the schema constants, and the factories called for an admin and for anyone else. */
function exportedSchemas(): [string, v.GenericSchema][] {
  const found: [string, v.GenericSchema][] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (answerSchemas.has(name)) continue;
    if (isSchema(value)) found.push([name, value]);
    else if (typeof value === 'function' && name.endsWith('Schema')) {
      const factory = value as (context: { isAdmin?: boolean; today?: LocalDate }) => unknown;
      for (const [label, context] of [
        ['admin', { isAdmin: true, today }],
        ['user', { today }],
      ] as const) {
        const schema = factory(context);
        if (isSchema(schema)) found.push([`${name}(${label})`, schema]);
      }
    }
  }
  return found;
}

/** An input holding `value` at `path` and nothing else. */
function inputAt(path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '[]') return [inputAt(rest, value)];
  if (head === '*') return { k: inputAt(rest, value) };
  return { [head!]: inputAt(rest, value) };
}

/** The key `validate` reports a field under. */
const errorKey = (path: string[]) => path.map((part) => (part === '[]' ? '0' : part === '*' ? 'k' : part)).join('.');

const schemas = exportedSchemas();
const places = schemas.flatMap(([name, schema]) => {
  const out: TextPlace[] = [];
  walk(name, schema as Node, [], out);
  return out;
});
const label = (place: TextPlace) => `${place.schema} ${place.path.join('.')}`;

describe('text fields refuse characters no field takes', () => {
  it('isSafeText refuses NUL, lone surrogates and C0 controls but tab, LF and CR', () => {
    for (const text of [
      'a\u0000b',
      '\u0000',
      '\uD800',
      '\uDFFF',
      'a\uDC00b',
      'x\uDBFF',
      '\uDC00\uD800',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u001F',
    ])
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'Zürich', 'a\tb', 'line\nline', 'line\r\nline', '😀 emoji', '\u007F', '\u0085', '\uFFFD', '\uE000', 'Ω≈ç√'])
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
  });

  it('finds the text fields of every exported schema', () => {
    expect(schemas.length).toBeGreaterThan(80);
    const names = places.map(label);
    for (const expected of [
      'vacancyCreateSchema title',
      'vacancyListQuerySchema search',
      'consultantSearchFiltersSchema(user) search',
      'consultantSearchFiltersSchema(user) keywords.[]',
      'loginSchema username',
      'loginSchema password',
      'refreshSchema refreshToken',
      'candidateCreateSchema email',
      'candidateCreateSchema countryCode',
      'organizationListQuerySchema sortOrder',
      'threadSchema message.content',
      'hireSchema(admin) ratings.[].user.fullName',
    ])
      expect(names).toContain(expected);
    expect(places.filter((p) => p.leaf === 'string').length).toBeGreaterThan(150);
  });

  it('builds every string on safeString: its first check refuses the characters', () => {
    const reference = base(safeString() as unknown as Node).firstAction;
    expect(reference?.type).toBe('check');
    const unchecked = places
      .filter((place) => place.leaf === 'string')
      .filter((place) => {
        const { firstAction } = base(place.node);
        return firstAction?.type !== 'check' || firstAction.message !== INVALID;
      })
      .map(label);
    expect(unchecked).toEqual([]);
  });

  it.each(['a\u0000b', '\uD800'])('every string field refuses %j with the field message, and every option refuses it', (bad) => {
    const wrong: string[] = [];
    for (const place of places) {
      if (place.path.includes('<key>')) continue;
      const [, schema] = schemas.find(([name]) => name === place.schema)!;
      const result = validate(schema, inputAt(place.path, bad));
      const error = result.ok ? undefined : result.errors[errorKey(place.path)];
      const expected = place.leaf === 'string' ? error === INVALID : error !== undefined;
      if (!expected) wrong.push(`${label(place)} → ${error ?? 'accepted'}`);
    }
    expect(wrong).toEqual([]);
  });
});
