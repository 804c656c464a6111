import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sanitizeParsed } from './validation';

/**
 * Every rich-text field of domain's schemas (issue 20 §3): the list, and the proof that the server
 * sanitises each one. A new `requiredRichText()` / `optionalRichText()` field fails the first test
 * until it is added to the list here; a schema that hides its marker from the walk fails the second;
 * a route that validates without `parse` fails the last.
 */

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/** Every exported schema of domain, with the schema factories (`offerSchema(context)`) called for users and admins. */
function domainSchemas(): Record<string, v.GenericSchema> {
  const found: Record<string, v.GenericSchema> = {};
  for (const [name, value] of Object.entries(domain)) {
    if (isSchema(value)) found[name] = value;
    else if (typeof value === 'function' && name.endsWith('Schema')) {
      for (const [label, context] of [
        ['', {}],
        ['(admin)', { isAdmin: true, today: '2026-01-01' }],
      ] as const) {
        try {
          const built: unknown = (value as (context: unknown) => unknown)(context);
          if (isSchema(built)) found[`${name}${label}`] = built;
        } catch {
          // Not a schema factory.
        }
      }
    }
  }
  return found;
}

/** Every marked field as `schema.path`. */
function markedFields(): string[] {
  return Object.entries(domainSchemas())
    .flatMap(([name, schema]) => domain.richTextPaths(schema).map((field) => `${name}.${field.path}`))
    .sort();
}

/** The rich-text marks anywhere in a schema's object graph, found without knowing valibot's shapes. */
function rawMarks(node: unknown, seen = new Set<unknown>()): number {
  if (typeof node !== 'object' || node === null || seen.has(node)) return 0;
  seen.add(node);
  const own = (node as { kind?: unknown; metadata?: Record<string, unknown> }).kind === 'metadata';
  let count = own && domain.RICH_TEXT_METADATA in ((node as { metadata?: object }).metadata ?? {}) ? 1 : 0;
  for (const child of Object.values(node)) count += rawMarks(child, seen);
  return count;
}

const request = { headers: {} } as FastifyRequest;
const vector = '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';

/** A value holding `leaf` at a dotted path (`[]` an array item, `*` a record value). */
function valueAt(parts: string[], leaf: unknown): unknown {
  if (parts.length === 0) return leaf;
  const [head, ...rest] = parts;
  if (head === '[]') return [valueAt(rest, leaf)];
  return { [head === '*' ? 'key' : head!]: valueAt(rest, leaf) };
}
function readAt(value: unknown, parts: string[]): unknown {
  return parts.reduce<unknown>((current, part) => {
    if (part === '[]') return (current as unknown[])[0];
    return (current as Record<string, unknown>)[part === '*' ? 'key' : part];
  }, value);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry) && !/\.test\.ts$/.test(entry) ? [file] : [];
  });
}

describe('rich-text fields of domain', () => {
  it('are these, each marked by its field builder', () => {
    expect(markedFields()).toEqual([
      'applicationCreateSchema.comment',
      'applicationEditSchema.comment',
      'applySchema.comment',
      'candidateListCreateSchema.comment',
      'candidateListEditSchema.comment',
      'inviteSchema.comment',
      'renderTemplateSchema.comment',
      'renderTemplateSchema.template.body',
      'selectSuppliersSchema(admin).comment.body',
      'selectSuppliersSchema.comment.body',
      'sharedNoteCreateSchema.content',
      'sharedNoteEditSchema.content',
      'templateEditSchema.body',
      'threadMessageSchema.content',
      'threadSchema.message.content',
      'vacancyCreateSchema.description',
      'vacancyCreateSchema.requirements',
      'vacancyEditSchema.description',
      'vacancyEditSchema.requirements',
    ]);
  });

  it('are all reached by the walk that sanitises a parsed payload', () => {
    for (const [name, schema] of Object.entries(domainSchemas())) {
      const paths = domain.richTextPaths(schema);
      expect(paths.length, `${name}: a rich-text mark the walk does not reach`).toBe(rawMarks(schema));
      for (const { path: field } of paths) {
        const parts = field.split('.');
        const clean = sanitizeParsed(request, schema, valueAt(parts, vector));
        expect(readAt(clean, parts), `${name}.${field}`).toBe('<p>ok</p><span>x</span>');
      }
    }
  });

  it('are validated by the server only through `parse` (or `parseAll`), which sanitises them', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    // Test support (testing/) validates the server's answers against their schemas, never a request.
    const validating = sourceFiles(root)
      .filter((file) => !path.relative(root, file).startsWith(`testing${path.sep}`))
      .filter((file) => /\bvalidate\(|\bv\.(safe)?[pP]arse\(|\bsafeParse\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
      .sort();
    // Both call `sanitizeParsed` on what they validated.
    expect(validating).toEqual(['http/route.ts', 'http/validation.ts']);
    expect(readFileSync(path.join(root, 'http/route.ts'), 'utf8')).toMatch(
      /sanitizeParsed\(request, a, first\.value\), sanitizeParsed\(request, b, second\.value\)/,
    );
  });
});
