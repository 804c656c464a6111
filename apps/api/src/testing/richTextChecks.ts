import { richTextAllowlist } from '@mandate/domain';

/**
 * What must never be in sanitised rich text: anything that runs script, loads a resource or takes a
 * URL outside http, https and mailto. Returns the findings (empty when the HTML is clean). The
 * sanitiser's output is well-formed, so tags and attributes are read with patterns here.
 */
export function richTextViolations(html: string): string[] {
  const found: string[] = [];
  const tags = new Set<string>(richTextAllowlist.tags);
  for (const [pattern, label] of [
    [/<script/i, '<script'],
    [
      /<(img|iframe|svg|math|style|object|embed|link|meta|base|form|input|button|video|audio|source|details|body|frame|frameset|template|noscript|textarea|title|xml)\b/i,
      'forbidden element',
    ],
    [/\son[a-z]+\s*=/i, 'event handler'],
    [/javascript:|vbscript:|livescript:|data:text/i, 'script URL'],
    [/expression\(|url\(|behavior:|-moz-binding/i, 'style script'],
  ] as const) {
    if (pattern.test(html)) found.push(label);
  }
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, name, rest] = match;
    if (!tags.has(name!)) found.push(`tag ${name}`);
    const allowed = richTextAllowlist.attributes[name!] ?? {};
    for (const attribute of rest!.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
      const [, key, value] = attribute;
      if (key === 'style') {
        if (!richTextAllowlist.styles[name!]) found.push(`style on ${name}`);
        continue;
      }
      const decoded = value!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      if (!Object.hasOwn(allowed, key!) || !allowed[key!]!.test(decoded)) found.push(`attribute ${key} on ${name}`);
    }
  }
  return found;
}

/** Documents as the editor writes them (ProseMirror's serialiser through the DOM): each must pass the sanitiser unchanged. */
export const editorDocuments: readonly string[] = [
  '<h1>Head of Finance</h1><h2 style="text-align: center;">Centred</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  '<p style="text-align: right;">Right</p><p style="text-align: justify; margin-left: 80px;">Justified and indented</p><p style="margin-left: 320px;">Deep</p>',
  '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> H<sub>2</sub>O x<sup>2</sup> <mark>highlight</mark></p>',
  '<ul><li><p>one</p></li><li><p>two</p><ul><li><p>nested</p></li></ul></li></ul><ol start="3"><li><p>three</p></li></ol><ol><li><p>first</p></li></ol>',
  '<table><tbody><tr><th colspan="2" style="background-color: #4ce64c;"><p>Header</p></th></tr><tr><td rowspan="2" data-colwidth="120"><p>Cell</p></td><td><p>Other</p></td></tr><tr><td style="background-color: #e6e64c;"><p>Yellow</p></td></tr></tbody></table>',
  '<p><a href="https://example.com/jobs?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">a link</a>, <a href="mailto:hr@example.com">mail us</a>, <a href="https://example.com/cv.pdf" target="_blank" rel="noopener noreferrer" download="">download</a></p>',
  '<p><span style="color: #e64c4c;">red</span> <span style="background-color: #4c4ce6;">on blue</span> <span style="font-size: 18px;">large</span> <span style="font-family: &quot;Courier New&quot;, Courier, monospace;">mono</span> <span style="font-family: Georgia, serif;"><span style="color: #994ce6;">nested</span></span></p>',
  '<blockquote><p>Quoted</p></blockquote><hr><p>line<br>break</p><p>Hi <span class="mention" data-mention="user:42">@Ann Muster</span>&nbsp;and 5 &lt; 6 &amp; 7 &gt; 3 — “quotes” "plain" \'single\' Zürich 🎉</p>',
];
