/**
 * Rich text (HTML written by the editor of packages/ui): what it may contain, and where the schemas
 * take it. The allowlist is plain data read from the editor's ProseMirror schema
 * (packages/ui/src/widgets/Editor/schema.ts): the server's sanitiser is configured from it, and a
 * test of the editor checks every node, mark and attribute it writes against it. Which fields hold
 * rich text is told by the field builders (`requiredRichText`, `optionalRichText`), whose marker
 * {@link richTextKind} reads, so a server can clean every marked value of a parsed payload.
 */
import * as v from 'valibot';
import { isRichTextEmpty, RICH_TEXT_METADATA } from './fields';

/** Alignments of a text block (`text-align`); the editor writes all but `left`, which is the default. */
const alignment = /^(left|center|right|justify)$/;
/** Indent of a text block: 1 to 8 steps of 40 px (`margin-left`). */
const indent = /^(40|80|120|160|200|240|280|320)px$/;
/** A colour as the editor writes it: `#rrggbb`. */
const colour = /^#[0-9a-f]{6}$/;
const blockStyles = { 'text-align': alignment, 'margin-left': indent };

/**
 * Everything the editor's HTML may hold: tags, attributes per tag (with the pattern of the value),
 * style properties per tag (with the pattern of the value) and link schemes. Anything else is
 * removed by the server's sanitiser (elements not listed are unwrapped, keeping their text, except
 * those whose content is never text, such as `script` and `style`).
 */
export const richTextAllowlist = {
  /** Elements, by the node or mark that writes them. */
  tags: [
    // paragraph, heading, blockquote, horizontal_rule, hard_break
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'hr',
    'br',
    // ordered_list, bullet_list, list_item
    'ol',
    'ul',
    'li',
    // table, table_row, table_cell, table_header (prosemirror-tables)
    'table',
    'tbody',
    'tr',
    'td',
    'th',
    // marks: link, strong, em, underline, strike, subscript, superscript, highlight; style marks and mention
    'a',
    'strong',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
  ],
  /** Attributes per element, each with the pattern its whole value must match. */
  attributes: {
    a: {
      href: /^(https?:\/\/|mailto:)\S+$/i,
      target: /^_blank$/,
      rel: /^noopener noreferrer$/,
      download: /^$/,
    },
    ol: { start: /^[1-9]\d{0,5}$/ },
    td: { colspan: /^[1-9]\d{0,2}$/, rowspan: /^[1-9]\d{0,2}$/, 'data-colwidth': /^\d{1,4}(,\d{1,4}){0,998}$/ },
    th: { colspan: /^[1-9]\d{0,2}$/, rowspan: /^[1-9]\d{0,2}$/, 'data-colwidth': /^\d{1,4}(,\d{1,4}){0,998}$/ },
    span: { class: /^mention$/, 'data-mention': /^[\w.:-]{1,64}$/ },
  } as Record<string, Record<string, RegExp>>,
  /** Inline style properties per element (written as `property: value;`), each with the pattern of its value. */
  styles: {
    p: blockStyles,
    h1: blockStyles,
    h2: blockStyles,
    h3: blockStyles,
    h4: blockStyles,
    h5: blockStyles,
    h6: blockStyles,
    td: { 'background-color': colour },
    th: { 'background-color': colour },
    span: {
      'font-size': /^(10|12|14|18|20|22)px$/,
      'font-family': new RegExp(
        `^(${[
          'Arial, Helvetica, sans-serif',
          '"Courier New", Courier, monospace',
          'Georgia, serif',
          '"Lucida Sans Unicode", "Lucida Grande", sans-serif',
          'Tahoma, Geneva, sans-serif',
          '"Times New Roman", Times, serif',
          '"Trebuchet MS", Helvetica, sans-serif',
          'Verdana, Geneva, sans-serif',
        ]
          .map((family) => family.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('|')})$`,
      ),
      color: colour,
      'background-color': colour,
    },
  } as Record<string, Record<string, RegExp>>,
  /** The only schemes a link may have (the policy; the editor also writes `tel:`, `#…` and `/…`, which lose the link). */
  linkSchemes: ['http', 'https', 'mailto'],
  /** The `rel` of every link that opens a new window (`target="_blank"`): the editor's, set on every http(s) link. */
  linkRel: 'noopener noreferrer',
} as const;

/** Whether a schema is a marked rich-text field: `'required'`, `'optional'`, or null. */
export function richTextKind(schema: v.GenericSchema): 'required' | 'optional' | null {
  const meta = v.getMetadata(schema as v.GenericSchema & { pipe?: never }) as Record<string, unknown>;
  const kind = meta[RICH_TEXT_METADATA];
  return kind === 'required' || kind === 'optional' ? kind : null;
}

type Path = (string | number)[];
/** The schema parts this walk reads (valibot's public properties of its schema objects). */
interface SchemaLike {
  kind: string;
  type: string;
  wrapped?: SchemaLike;
  entries?: Record<string, SchemaLike>;
  rest?: SchemaLike;
  item?: SchemaLike;
  items?: SchemaLike[];
  options?: SchemaLike[];
  key?: SchemaLike | string;
  value?: SchemaLike;
  getter?: (input: unknown) => SchemaLike;
  pipe?: unknown[];
}

const wrappers = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);

/**
 * Calls `visit` for every marked rich-text schema reachable in `schema` with the value at its place
 * in `value` (a parsed output), returning the value with each visited place replaced by what
 * `visit` returns. Objects, arrays, tuples, records, wrappers (optional, nullable...), pipes, unions,
 * variants, intersections and lazy schemas are walked.
 */
function walk(
  schema: SchemaLike,
  value: unknown,
  path: Path,
  visit: (value: unknown, kind: 'required' | 'optional', path: Path) => unknown,
): unknown {
  const kind = richTextKind(schema as unknown as v.GenericSchema);
  if (kind) return visit(value, kind, path);
  if (value === null || value === undefined) return value;
  if (wrappers.has(schema.type) && schema.wrapped) return walk(schema.wrapped, value, path, visit);
  if (schema.type === 'lazy' && schema.getter) return walk(schema.getter(value), value, path, visit);
  if (schema.entries && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, entry] of Object.entries(schema.entries)) {
      if (key in out) out[key] = walk(entry, out[key], [...path, key], visit);
    }
    if (schema.rest && typeof schema.rest === 'object') {
      for (const key of Object.keys(out)) if (!(key in schema.entries)) out[key] = walk(schema.rest, out[key], [...path, key], visit);
    }
    return out;
  }
  if (schema.type === 'array' && schema.item && Array.isArray(value))
    return value.map((item, i) => walk(schema.item!, item, [...path, i], visit));
  if ((schema.type === 'tuple' || schema.type.endsWith('_tuple')) && schema.items && Array.isArray(value)) {
    return value.map((item, i) => {
      const part = schema.items![i] ?? (schema.rest && typeof schema.rest === 'object' ? schema.rest : undefined);
      return part ? walk(part, item, [...path, i], visit) : item;
    });
  }
  if (schema.type === 'record' && schema.value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as object).map(([key, item]) => [key, walk(schema.value!, item, [...path, key], visit)]),
    );
  }
  if ((schema.type === 'union' || schema.type === 'variant' || schema.type === 'intersect') && schema.options) {
    // The output cannot tell which option it came from: every option's marked places are cleaned.
    return schema.options.reduce<unknown>((current, option) => walk(option, current, path, visit), value);
  }
  return value;
}

/**
 * The places of the marked rich-text fields of a schema, as dotted paths (`comment.body`;
 * `[]` for an array item, `*` for a record value), with their kind.
 */
export function richTextPaths(schema: v.GenericSchema): { path: string; kind: 'required' | 'optional' }[] {
  const found: { path: string; kind: 'required' | 'optional' }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: SchemaLike, path: string[]) => {
    // `options` of a picklist and `key` of a record may be plain values, not schemas.
    if (typeof node !== 'object' || node === null || node.kind !== 'schema' || seen.has(node)) return;
    seen.add(node);
    const kind = richTextKind(node as unknown as v.GenericSchema);
    if (kind) {
      found.push({ path: path.join('.'), kind });
      return;
    }
    if (node.wrapped) visit(node.wrapped, path);
    if (node.entries) for (const [key, entry] of Object.entries(node.entries)) visit(entry, [...path, key]);
    if (node.rest && typeof node.rest === 'object') visit(node.rest, [...path, '*']);
    if (node.item) visit(node.item, [...path, '[]']);
    for (const item of node.items ?? []) visit(item, [...path, '[]']);
    for (const option of node.options ?? []) visit(option, path);
    if (node.value && typeof node.value === 'object') visit(node.value, [...path, '*']);
  };
  visit(schema as unknown as SchemaLike, []);
  return found;
}

/** The outcome of {@link cleanRichText}: the value with its rich text cleaned, and the required fields that cleaning emptied. */
export interface CleanedRichText<T> {
  value: T;
  /** Dotted paths of required rich-text fields left empty by the clean-up (keyed like `validate`'s errors). */
  emptied: string[];
}

/**
 * Applies `clean` (a sanitiser) to every marked rich-text value of a parsed payload. An optional
 * field that holds nothing afterwards becomes null; a required one is reported in `emptied`.
 */
export function cleanRichText<T>(schema: v.GenericSchema, value: T, clean: (html: string) => string): CleanedRichText<T> {
  const emptied: string[] = [];
  const result = walk(schema as unknown as SchemaLike, value, [], (item, kind, path) => {
    if (typeof item !== 'string') return item;
    const cleaned = clean(item);
    if (!isRichTextEmpty(cleaned)) return cleaned;
    if (kind === 'optional') return null;
    emptied.push(path.join('.'));
    return cleaned;
  });
  return { value: result as T, emptied };
}
