import { describe, expect, it } from 'vitest';
import { editorDocuments, richTextViolations } from '../testing/richTextChecks';
import { mutatedVectors, xssVectors } from '@mandate/domain/testing';
import { sanitizeRichText } from './richText';

describe('the rich-text sanitiser', () => {
  it('answers the issue’s example with the paragraph and the link text only', () => {
    expect(sanitizeRichText('<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>')).toBe(
      '<p>ok</p><span>x</span>',
    );
  });

  it('lets none of the editor’s XSS corpus through, nor a second pass over its output', () => {
    const vectors = [...xssVectors, ...mutatedVectors(5000)];
    const survived = vectors.filter((vector) => {
      const clean = sanitizeRichText(vector);
      return richTextViolations(clean).length > 0 || richTextViolations(sanitizeRichText(clean)).length > 0;
    });
    expect(vectors.length).toBe(xssVectors.length + 5000);
    expect(survived.map((vector) => [vector, sanitizeRichText(vector), richTextViolations(sanitizeRichText(vector))])).toEqual([]);
  });

  it('passes every document the editor writes through unchanged', () => {
    for (const html of editorDocuments) {
      expect(richTextViolations(html)).toEqual([]);
      expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it('keeps links to http, https and mailto only, each leaving link with target and rel as the editor sets them', () => {
    expect(sanitizeRichText('<p><a href="https://ok.example/" target="_self" onclick="alert(1)">ok</a></p>')).toBe(
      '<p><a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(sanitizeRichText('<p><a href="http://ok.example/">ok</a></p>')).toBe(
      '<p><a href="http://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(sanitizeRichText('<p><a href="mailto:a@b.example" target="_blank">m</a></p>')).toBe('<p><a href="mailto:a@b.example">m</a></p>');
    for (const href of ['tel:123', '/path', '#top', '//evil.example/x', 'ftp://x.example/', 'data:text/html,x', 'JaVaScRiPt:alert(1)']) {
      expect(sanitizeRichText(`<p><a href="${href}">t</a></p>`), href).toBe('<p><span>t</span></p>');
    }
  });

  it('keeps only the style declarations the editor writes, per element', () => {
    expect(sanitizeRichText('<p style="text-align: center; color: #ff0000; margin-left: 41px;">x</p>')).toBe(
      '<p style="text-align: center;">x</p>',
    );
    expect(sanitizeRichText('<span style="color: red; font-size: 13px; font-family: Comic Sans MS;">x</span>')).toBe('<span>x</span>');
    expect(sanitizeRichText('<td style="background-color: #ffffff; text-align: center;">x</td>')).toBe(
      '<td style="background-color: #ffffff;">x</td>',
    );
  });
});
