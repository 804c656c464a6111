/**
 * The text of a rich-text HTML fragment (a cover letter, an invitation text), for a one- or two-line
 * excerpt: parsed into an inert document (no script runs, no image loads), its paragraphs joined by
 * spaces. Plain text passes through unchanged.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.trim();
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  for (const block of Array.from(body.querySelectorAll('p, li, br, h1, h2, h3, h4, blockquote'))) block.append(' ');
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A day as the locale writes it: `05.03.2026` in German, `5 Mar 2026` in English. */
export function formatDay(
  intl: { locale: string; formatDate: (value: string, options: Intl.DateTimeFormatOptions) => string },
  iso: string,
): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });
}
