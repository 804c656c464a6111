import { DOMParser as PMDOMParser, DOMSerializer, type Node } from 'prosemirror-model';
import { schema } from './schema';

/** The DOM a conversion uses: the browser's by default; tests in Node pass jsdom's window. */
export interface DomEnvironment {
  DOMParser: typeof globalThis.DOMParser;
  document: Document;
}

const browser = (): DomEnvironment => ({ DOMParser: globalThis.DOMParser, document: globalThis.document });

const parser = PMDOMParser.fromSchema(schema);
const serializer = DOMSerializer.fromSchema(schema);

/**
 * Parses HTML into an editor document. The HTML is parsed by `DOMParser` into an inert document
 * (no scripts run, no images load), then read through the schema: what the schema does not know is
 * dropped, keeping its text.
 */
export function htmlToDoc(html: string | null | undefined, env: DomEnvironment = browser()): Node {
  const inert = new env.DOMParser().parseFromString(`<!doctype html><body>${html ?? ''}`, 'text/html');
  return parser.parse(inert.body);
}

/** Whether a document has no content: no text, no mention, no rule or table (001 §5: an empty paragraph is empty). */
export function isEmptyDoc(doc: Node): boolean {
  let content = false;
  doc.descendants((node) => {
    if (content) return false;
    if (
      (node.isText && node.text!.trim() !== '') ||
      node.type.name === 'mention' ||
      node.type.name === 'horizontal_rule' ||
      node.type.name === 'table'
    )
      content = true;
    return !content;
  });
  return !content;
}

/** Writes a document as HTML, or `null` when it is empty. */
export function docToHtml(doc: Node, env: Pick<DomEnvironment, 'document'> = browser()): string | null {
  if (isEmptyDoc(doc)) return null;
  const container = env.document.createElement('div');
  container.appendChild(serializer.serializeFragment(doc.content, { document: env.document }));
  return container.innerHTML;
}

/** HTML from anywhere (a server, a paste) as the editor would save it: parsed through the schema and written again. */
export function sanitizeHtml(html: string | null | undefined, env: DomEnvironment = browser()): string | null {
  return docToHtml(htmlToDoc(html, env), env);
}
