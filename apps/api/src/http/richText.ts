import { cleanRichText, richTextAllowlist } from '@mandate/domain';
import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';

/**
 * The server's one sanitiser of rich text (ADR 0015): sanitize-html configured from domain's
 * `richTextAllowlist`, the data read from the editor's ProseMirror schema. Elements outside the list
 * are unwrapped (their text stays; the content of `script`, `style` and the like goes), attributes
 * and style declarations outside it are dropped, links keep only an http, https or mailto URL, and
 * every http(s) link opens a new window with `rel="noopener noreferrer"` as the editor writes it.
 * HTML the editor wrote comes out byte for byte as it went in.
 */

const { tags, attributes, styles, linkSchemes, linkRel } = richTextAllowlist;

const own = (record: Record<string, RegExp> | undefined, key: string): RegExp | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** A `style` attribute with only the listed declarations, written as the editor writes them (`property: value;`), or null. */
function allowedStyle(tag: string, style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (own(styles[tag], property)?.test(value)) kept.push(`${property}: ${value};`);
  }
  return kept.length > 0 ? kept.join(' ') : null;
}

/**
 * The attributes of an element that the allowlist takes, in their order. A link without an allowed
 * URL becomes a plain `span` (its text stays; renaming it to a refused element instead would meet a
 * sanitize-html bug that gives the name to the next element's end tag).
 */
function transformTag(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style') {
      const style = allowedStyle(tagName, value);
      if (style !== null) kept.style = style;
    } else if (own(attributes[tagName], name)?.test(value)) {
      kept[name] = value;
    }
  }
  if (tagName !== 'a') return { tagName, attribs: kept };
  if (kept.href === undefined) return { tagName: 'span', attribs: {} };
  // The editor's link: href, then target and rel for a link leaving the site, then download.
  const external = /^https?:/i.test(kept.href);
  return {
    tagName,
    attribs: {
      href: kept.href,
      ...(external ? { target: '_blank', rel: linkRel } : {}),
      ...(kept.download !== undefined ? { download: '' } : {}),
    },
  };
}

/** `allowedEmptyAttributes` is an option of sanitize-html that its types (@types/sanitize-html) lack. */
const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
  allowedTags: [...tags],
  allowedAttributes: Object.fromEntries(
    tags.map((tag) => [tag, [...Object.keys(attributes[tag] ?? {}), ...(styles[tag] ? ['style'] : [])]]),
  ),
  allowedEmptyAttributes: ['download'],
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: { span: ['mention'] },
  // Style values are checked per declaration above; sanitize-html would rewrite them (`text-align:center`).
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is not text to keep when the element goes.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  selfClosing: ['br', 'hr'],
  transformTags: { '*': transformTag },
  // A no-break space as the editor (the DOM's serialiser) writes it.
  textFilter: (text) => text.replace(/\u00a0/g, '&nbsp;'),
};

/** Rich text reduced to what the editor can write (see the module comment). */
export function sanitizeRichText(html: string): string {
  // `<br />` and `<br>` are the same element; the editor writes the latter.
  return sanitizeHtml(html, options).replace(/<(br|hr) \/>/g, '<$1>');
}

/**
 * A parsed payload with every rich-text field of its schema (domain's marker) sanitised: an optional
 * field left empty becomes null; `emptied` names the required ones left empty.
 */
export function sanitizeRichTextFields<T>(schema: v.GenericSchema, value: T) {
  return cleanRichText(schema, value, sanitizeRichText);
}
