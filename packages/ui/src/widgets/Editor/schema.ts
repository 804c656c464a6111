import { Schema, type DOMOutputSpec, type Mark, type MarkSpec, type Node, type NodeSpec } from 'prosemirror-model';
import { tableNodes } from 'prosemirror-tables';

/**
 * The editor's document model (001 §9). Sanitising is the schema itself: HTML is parsed into these
 * nodes and marks only, every attribute comes from a `getAttrs` that accepts known values, and HTML
 * is written back from the document. Scripts, event handlers, `style` beyond the listed properties
 * and `javascript:` URLs have no place in the model, so they cannot come out again.
 */

/** Font sizes of the full toolbar in px; `null` is the default size (001 §9). */
export const fontSizes = [10, 12, 14, null, 18, 20, 22] as const;
/** Font families of the full toolbar: CSS value by name. */
export const fontFamilies = {
  default: null,
  arial: 'Arial, Helvetica, sans-serif',
  courier: '"Courier New", Courier, monospace',
  georgia: 'Georgia, serif',
  lucida: '"Lucida Sans Unicode", "Lucida Grande", sans-serif',
  tahoma: 'Tahoma, Geneva, sans-serif',
  times: '"Times New Roman", Times, serif',
  trebuchet: '"Trebuchet MS", Helvetica, sans-serif',
  verdana: 'Verdana, Geneva, sans-serif',
} as const;
export type FontFamily = keyof typeof fontFamilies;
/** Text and background colours offered by the full toolbar. */
export const colours = {
  black: '#000000',
  grey: '#4d4d4d',
  red: '#e64c4c',
  orange: '#e6994c',
  yellow: '#e6e64c',
  green: '#4ce64c',
  teal: '#4ce699',
  blue: '#4c4ce6',
  purple: '#994ce6',
  white: '#ffffff',
} as const;
export type Colour = keyof typeof colours;
/** Block alignments. */
export const alignments = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof alignments)[number];
/** Indent steps of a block (each 40 px, as CKEditor's indent block). */
export const MAX_INDENT = 8;

/** URL schemes a link may have. */
const safeSchemes = /^(https?:|mailto:|tel:)/i;

/**
 * A URL fit for a link, or null. Control characters and whitespace are removed first (browsers
 * ignore them inside a scheme, so `java\tscript:` would otherwise pass); a URL without a scheme
 * gets `https://` (the spec's default protocol); only http, https, mailto, tel, `#fragment` and
 * same-site paths are kept.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]+/g, '');
  if (url === '') return null;
  if (safeSchemes.test(url)) return url;
  if (url.startsWith('#')) return url;
  // A same-site path; `//host` and `\\host` are protocol-relative and get https.
  if (/^\/(?![/\\])/.test(url)) return url;
  if (/^[/\\]{2}/.test(url)) return safeUrl(url.replace(/^[/\\]+/, ''));
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    // "example.com:8080/x" reads like a scheme but is a host with a port.
    if (/^[a-z0-9-]+(\.[a-z0-9-]+)+:\d+([/?#]|$)/i.test(url)) return `https://${url}`;
    // Any other scheme (javascript:, data:, vbscript:, file:) is refused.
    return null;
  }
  // A bare host ("example.com/x") gets the default protocol; anything else is refused.
  return /^[\p{L}\p{N}][\p{L}\p{N}.-]*([/?#]|$)/u.test(url) ? `https://${url}` : null;
}

/** Whether a link leaves the site (and so gets `target="_blank"`). */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

const hexColour = /^#[0-9a-f]{6}$/i;
/** A colour written as `#rrggbb`, from hex or `rgb()`; anything else is null. */
export function safeColour(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim().toLowerCase();
  if (hexColour.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(value);
  if (rgb) {
    const parts = [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)));
    return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
  }
  return null;
}

function fontSizeOf(raw: string): number | null {
  const px = /^(\d{1,2})px$/.exec(raw.trim());
  const size = px ? Number(px[1]) : NaN;
  return (fontSizes as readonly (number | null)[]).includes(size) ? size : null;
}

function fontFamilyOf(raw: string): FontFamily | null {
  const first = raw
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  const entry = Object.entries(fontFamilies).find(
    ([, css]) => css !== null && css.split(',')[0]!.replace(/"/g, '').toLowerCase() === first,
  );
  return entry ? (entry[0] as FontFamily) : null;
}

function alignOf(dom: HTMLElement): Alignment | null {
  const value = dom.style.textAlign;
  return (alignments as readonly string[]).includes(value) && value !== 'left' ? (value as Alignment) : null;
}

function indentOf(dom: HTMLElement): number {
  const px = /^(\d+)px$/.exec(dom.style.marginLeft);
  return px ? Math.min(MAX_INDENT, Math.round(Number(px[1]) / 40)) : 0;
}

/** Attributes every text block carries: alignment and indent. */
const blockAttrs = { align: { default: null }, indent: { default: 0 } };
function blockStyle(node: Node): string | null {
  const styles: string[] = [];
  if (node.attrs.align) styles.push(`text-align: ${node.attrs.align as string}`);
  if (node.attrs.indent) styles.push(`margin-left: ${(node.attrs.indent as number) * 40}px`);
  return styles.length > 0 ? `${styles.join('; ')};` : null;
}
const withStyle = (node: Node): Record<string, string> => {
  const style = blockStyle(node);
  return style ? { style } : {};
};

const headingLevels = [1, 2, 3, 4, 5, 6] as const;

const nodes: Record<string, NodeSpec> = {
  doc: { content: 'block+' },
  paragraph: {
    content: 'inline*',
    group: 'block',
    attrs: blockAttrs,
    parseDOM: [{ tag: 'p', getAttrs: (dom) => ({ align: alignOf(dom), indent: indentOf(dom) }) }],
    toDOM: (node) => ['p', withStyle(node), 0],
  },
  heading: {
    content: 'inline*',
    group: 'block',
    defining: true,
    attrs: { level: { default: 1 }, ...blockAttrs },
    parseDOM: headingLevels.map((level) => ({
      tag: `h${level}`,
      getAttrs: (dom: HTMLElement) => ({ level, align: alignOf(dom), indent: indentOf(dom) }),
    })),
    toDOM: (node) => [`h${node.attrs.level as number}`, withStyle(node), 0],
  },
  blockquote: {
    content: 'block+',
    group: 'block',
    defining: true,
    parseDOM: [{ tag: 'blockquote' }],
    toDOM: () => ['blockquote', 0],
  },
  horizontal_rule: { group: 'block', parseDOM: [{ tag: 'hr' }], toDOM: () => ['hr'] },
  ordered_list: {
    content: 'list_item+',
    group: 'block',
    attrs: { order: { default: 1 } },
    parseDOM: [
      {
        tag: 'ol',
        getAttrs: (dom) => {
          const start = Number((dom as HTMLElement).getAttribute('start') ?? 1);
          return { order: Number.isInteger(start) && start > 0 && start < 1e6 ? start : 1 };
        },
      },
    ],
    toDOM: (node) => ['ol', node.attrs.order === 1 ? {} : { start: String(node.attrs.order as number) }, 0],
  },
  bullet_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
  list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
  ...tableNodes({
    tableGroup: 'block',
    cellContent: 'block+',
    cellAttributes: {
      background: {
        default: null,
        getFromDOM: (dom) => safeColour(dom.style.backgroundColor),
        setDOMAttr: (value, attrs) => {
          if (value) attrs.style = `background-color: ${value as string};`;
        },
      },
    },
  }),
  text: { group: 'inline' },
  mention: {
    group: 'inline',
    inline: true,
    atom: true,
    selectable: false,
    attrs: { id: { default: '' }, label: { default: '' } },
    parseDOM: [
      {
        tag: 'span[data-mention]',
        getAttrs: (dom) => {
          const label = (dom.textContent ?? '').replace(/^@/, '');
          const id = (dom as HTMLElement).getAttribute('data-mention') ?? '';
          // Ids are plain tokens; anything else is read as text.
          return /^[\w.:-]{1,64}$/.test(id) && label !== '' ? { id, label } : false;
        },
      },
    ],
    toDOM: (node) => ['span', { class: 'mention', 'data-mention': node.attrs.id as string }, `@${node.attrs.label as string}`],
    leafText: (node) => `@${node.attrs.label as string}`,
  },
  hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
};

/** A mark written as `<span style="property: value;">`; read from spans only, so a styled cell or paragraph does not pass its style to its text. */
const styleMark = (property: string, parse: (value: string) => unknown, attr: string, render: (value: never) => string): MarkSpec => ({
  attrs: { [attr]: {} },
  parseDOM: [
    {
      tag: 'span',
      consuming: false,
      getAttrs: (dom) => {
        const value = (dom as HTMLElement).style.getPropertyValue(property);
        const parsed = value ? parse(value) : null;
        return parsed === null ? false : { [attr]: parsed };
      },
    },
  ],
  toDOM: (mark: Mark): DOMOutputSpec => ['span', { style: `${property}: ${render(mark.attrs[attr] as never)};` }, 0],
});

const marks: Record<string, MarkSpec> = {
  link: {
    attrs: { href: {}, download: { default: false } },
    inclusive: false,
    parseDOM: [
      {
        tag: 'a[href]',
        getAttrs: (dom) => {
          const href = safeUrl((dom as HTMLElement).getAttribute('href'));
          return href === null ? false : { href, download: (dom as HTMLElement).hasAttribute('download') };
        },
      },
    ],
    toDOM: (mark) => {
      const href = mark.attrs.href as string;
      return [
        'a',
        {
          href,
          ...(isExternalUrl(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
          ...(mark.attrs.download ? { download: '' } : {}),
        },
        0,
      ];
    },
  },
  strong: {
    parseDOM: [
      { tag: 'strong' },
      { tag: 'b', getAttrs: (node) => (node as HTMLElement).style.fontWeight !== 'normal' && null },
      { style: 'font-weight', getAttrs: (value) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null },
    ],
    toDOM: () => ['strong', 0],
  },
  em: { parseDOM: [{ tag: 'i' }, { tag: 'em' }, { style: 'font-style=italic' }], toDOM: () => ['em', 0] },
  underline: { parseDOM: [{ tag: 'u' }, { style: 'text-decoration=underline' }], toDOM: () => ['u', 0] },
  strike: { parseDOM: [{ tag: 's' }, { tag: 'del' }, { tag: 'strike' }, { style: 'text-decoration=line-through' }], toDOM: () => ['s', 0] },
  subscript: { excludes: 'superscript', parseDOM: [{ tag: 'sub' }], toDOM: () => ['sub', 0] },
  superscript: { excludes: 'subscript', parseDOM: [{ tag: 'sup' }], toDOM: () => ['sup', 0] },
  highlight: { parseDOM: [{ tag: 'mark' }], toDOM: () => ['mark', 0] },
  fontSize: styleMark('font-size', fontSizeOf, 'size', (size: number) => `${size}px`),
  fontFamily: styleMark('font-family', fontFamilyOf, 'family', (family: FontFamily) => fontFamilies[family] ?? 'inherit'),
  color: styleMark('color', safeColour, 'color', (colour: string) => colour),
  backgroundColor: styleMark('background-color', safeColour, 'color', (colour: string) => colour),
};

export const schema = new Schema({ nodes, marks });
