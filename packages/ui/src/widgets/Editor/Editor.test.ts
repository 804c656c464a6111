import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { AllSelection, EditorState, TextSelection, type Command } from 'prosemirror-state';
import { indent, insertTable, isInside, setAlign, setBlock, setMark, toggleList } from './commands';
import { EMOJI_LIMIT, suggestEmoji, withSkinTone } from './emoji';
import { docToHtml, htmlToDoc, sanitizeHtml, type DomEnvironment } from './html';
import { findSuggestion } from './suggest';
import { safeColour, safeUrl, schema } from './schema';
import { mutatedVectors, xssVectors } from '@mandate/domain/testing';

const window = new Window();
const env = { DOMParser: window.DOMParser, document: window.document } as unknown as DomEnvironment;
const clean = (html: string | null) => sanitizeHtml(html, env);

/** What the editor's HTML may contain, by tag. */
const allowed: Record<string, readonly string[]> = {
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  h5: ['style'],
  h6: ['style'],
  blockquote: [],
  hr: [],
  ol: ['start'],
  ul: [],
  li: [],
  table: [],
  tbody: [],
  tr: [],
  td: ['colspan', 'rowspan', 'data-colwidth', 'style'],
  th: ['colspan', 'rowspan', 'data-colwidth', 'style'],
  a: ['href', 'target', 'rel', 'download'],
  span: ['style', 'class', 'data-mention'],
  strong: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  mark: [],
  br: [],
};
const styleProperties = new Set(['text-align', 'margin-left', 'font-size', 'font-family', 'color', 'background-color']);

/** Every way the output could still run script; an empty list means safe. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('script tag');
  const body = new env.DOMParser().parseFromString(`<body>${html}`, 'text/html').body;
  for (const element of body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(tag in allowed)) found.push(`tag <${tag}>`);
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      else if (!allowed[tag]?.includes(name)) found.push(`attribute ${tag}[${name}]`);
      if (name === 'href' && !/^(https?:|mailto:|tel:|#|\/(?![/\\]))/i.test(value)) found.push(`href ${value}`);
      // An href is judged by its scheme above ("https://javascript&amp;colon;x" is a web address);
      // every other value must not mention a script scheme or a CSS script hook at all.
      if (name !== 'href' && /javascript|vbscript|data:|expression|url\s*\(|behavio(u)?r|\\/i.test(value))
        found.push(`value ${name}=${value}`);
      if (name === 'style')
        for (const declaration of value.split(';').filter((d) => d.trim())) {
          const property = declaration.split(':')[0]!.trim();
          if (!styleProperties.has(property)) found.push(`style ${property}`);
        }
    }
  }
  return found;
}

describe('editor HTML import/export: XSS fuzz (OWASP-style vectors and generated mutations)', () => {
  const mutations = mutatedVectors(5000);

  it(`lets no script, event handler or javascript: URL through ${xssVectors.length} known vectors`, () => {
    const survivors = xssVectors.map((v) => ({ v, out: clean(v) })).filter(({ out }) => out !== null && dangers(out).length > 0);
    expect(survivors).toEqual([]);
  });

  it(`lets nothing dangerous through ${mutations.length} generated mutations, and export is stable`, () => {
    let survivors = 0;
    let unstable = 0;
    for (const payload of mutations) {
      const out = clean(payload);
      if (out === null) continue;
      if (dangers(out).length > 0) survivors++;
      // Stable up to whitespace: a paragraph that starts with a space loses it when read again.
      if (clean(out)?.replace(/\s+/g, ' ') !== out.replace(/\s+/g, ' ').replace(/<p> /g, '<p>')) unstable++;
    }
    expect({ survivors, unstable }).toEqual({ survivors: 0, unstable: 0 });
    // 5,000 parses and serialisations: ~10 s alone, several times that on a loaded 2-core machine.
  }, 180_000);

  it('keeps the harmless content of a dangerous payload', () => {
    expect(clean('<p onclick="alert(1)">Hello <script>alert(1)</script><b>world</b></p>')).toBe('<p>Hello <strong>world</strong></p>');
    expect(clean('<a href="javascript:alert(1)">click</a>')).toBe('<p>click</p>');
  });
});

describe('editor HTML in and out (001 §9)', () => {
  it('treats an empty document or empty paragraph as null (001 §5)', () => {
    expect(clean('')).toBeNull();
    expect(clean('<p></p>')).toBeNull();
    expect(clean('<p>  </p><p><br></p>')).toBeNull();
    expect(docToHtml(htmlToDoc(null, env), env)).toBeNull();
  });

  it('round-trips every formatting of the full toolbar', () => {
    const html = [
      '<h1>Title</h1>',
      '<h6 style="text-align: center;">Small</h6>',
      '<p style="text-align: right; margin-left: 80px;">Right, indented twice</p>',
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub> <sup>3</sup> <mark>m</mark></p>',
      '<p><span style="font-size: 18px;">big</span> <span style="font-family: Georgia, serif;">serif</span> <span style="color: #e64c4c;">red</span> <span style="background-color: #e6e64c;">yellow</span></p>',
      '<blockquote><p>quote</p></blockquote>',
      '<hr>',
      '<ol start="3"><li><p>three</p></li></ol>',
      '<ul><li><p>dot</p></li></ul>',
      '<table><tbody><tr><td colspan="2"><p>wide</p></td></tr><tr><td style="background-color: #4ce64c;"><p>a</p></td><td><p>b</p></td></tr></tbody></table>',
      '<p>Hi <span class="mention" data-mention="u7">@Lea Schneider</span></p>',
    ].join('');
    expect(clean(html)).toBe(html);
  });

  it('gives external links a target, keeps Downloadable, defaults to https', () => {
    expect(clean('<a href="https://mandate.example/x">x</a>')).toBe(
      '<p><a href="https://mandate.example/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
    expect(clean('<a href="/files/3/download" download>cv</a>')).toBe('<p><a href="/files/3/download" download="">cv</a></p>');
    expect(clean('<a href="mandate.example">m</a>')).toBe(
      '<p><a href="https://mandate.example" target="_blank" rel="noopener noreferrer">m</a></p>',
    );
  });

  it('accepts only safe URLs and colours', () => {
    expect(safeUrl('www.example.com/a?b#c')).toBe('https://www.example.com/a?b#c');
    expect(safeUrl('//cdn.example/x')).toBe('https://cdn.example/x');
    expect(safeUrl('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(safeUrl('mailto:a@b.ch')).toBe('mailto:a@b.ch');
    expect(safeUrl('#top')).toBe('#top');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVa\nScRiPt:x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      '\u0000javascript:x',
    ])
      expect(safeUrl(bad)).toBeNull();
    expect(safeColour('rgb(230, 76, 76)')).toBe('#e64c4c');
    expect(safeColour('#abc')).toBe('#aabbcc');
    expect(safeColour('red; background: url(x)')).toBeNull();
  });

  it('drops font sizes and families not on the toolbar', () => {
    expect(clean('<p><span style="font-size: 13px;">x</span><span style="font-family: Comic Sans MS;">y</span></p>')).toBe('<p>xy</p>');
  });
});

describe('editor commands, emoji and suggestions', () => {
  const stateOf = (html: string, select?: 'all') => {
    const doc = htmlToDoc(html, env);
    const state = EditorState.create({ doc });
    return select === 'all'
      ? state.apply(state.tr.setSelection(new AllSelection(state.doc)))
      : state.apply(state.tr.setSelection(TextSelection.atEnd(state.doc)));
  };
  const run = (state: EditorState, command: Command) => {
    let next = state;
    command(state, (tr) => (next = state.apply(tr)));
    return docToHtml(next.doc, env);
  };

  it('aligns, indents and outdents blocks, headings up to h6', () => {
    expect(run(stateOf('<p>a</p>'), setAlign('center'))).toBe('<p style="text-align: center;">a</p>');
    expect(run(stateOf('<p>a</p>'), indent(1))).toBe('<p style="margin-left: 40px;">a</p>');
    expect(run(stateOf('<p style="margin-left: 40px">a</p>'), indent(-1))).toBe('<p>a</p>');
    expect(run(stateOf('<p>a</p>'), setBlock('h6'))).toBe('<h6>a</h6>');
  });

  it('sets and clears valued marks, toggles lists, inserts a table with the cursor inside', () => {
    expect(run(stateOf('<p>a</p>', 'all'), setMark(schema.marks.fontSize!, { size: 22 }))).toBe(
      '<p><span style="font-size: 22px;">a</span></p>',
    );
    expect(run(stateOf('<p><span style="font-size: 22px">a</span></p>', 'all'), setMark(schema.marks.fontSize!, null))).toBe('<p>a</p>');
    expect(run(stateOf('<p>a</p>'), toggleList('bullet_list'))).toBe('<ul><li><p>a</p></li></ul>');
    let state = stateOf('<p>a</p>');
    insertTable(2, 3)(state, (tr) => (state = state.apply(tr)));
    expect(isInside(state, 'table')).toBe(true);
  });

  it('suggests at most 5 emoji, skin-tone ones in medium tone', () => {
    expect(suggestEmoji('s').length).toBeLessThanOrEqual(EMOJI_LIMIT);
    expect(EMOJI_LIMIT).toBe(5);
    const thumbs = suggestEmoji('thumbs up')[0]!;
    expect(withSkinTone(thumbs)).toBe('👍\u{1F3FD}');
  });

  it('finds @ and : suggestions before the cursor', () => {
    expect(findSuggestion(stateOf('<p>Hi @Le</p>'))).toMatchObject({ trigger: '@', query: 'Le' });
    expect(findSuggestion(stateOf('<p>Great :th</p>'))).toMatchObject({ trigger: ':', query: 'th' });
    expect(findSuggestion(stateOf('<p>at 10:3</p>'))).toBeNull();
    expect(findSuggestion(stateOf('<p>mail@example</p>'))).toBeNull();
  });
});
