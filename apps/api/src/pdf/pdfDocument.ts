/**
 * The PDF toolkit of the server (docs/decisions/0022-pdfs-with-pdfkit-and-pdf-lib.md): pages
 * generated with pdfkit (A4, Noto Sans embedded as a subset, so umlauts, ß and € render in every
 * viewer), uploaded PDFs read and merged with pdf-lib, parts zipped with fflate, rich text turned into
 * plain text with html-to-text.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { zipSync, type Zippable } from 'fflate';
import { convert } from 'html-to-text';
import { PDFDocument } from 'pdf-lib';
import PDFKit from 'pdfkit';
import type { Locale } from '../http/i18n';

const require = createRequire(import.meta.url);

/** The embedded typeface: Noto Sans (SIL Open Font License) from `@expo-google-fonts/noto-sans`. */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;
const fontData = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

/** A4 in PDF points, and the page margin (2 cm). */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56.69;
const LABEL_WIDTH = 150;
const COLORS = { text: '#1f2328', muted: '#59636e', rule: '#d1d9e0' } as const;

/** Whether the bytes are a PNG or a JPEG, the picture formats pdfkit embeds. */
function isEmbeddableImage(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** Writes the content of generated pages: titles, headings, label/value rows and paragraphs. */
export class PageWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly locale: Locale,
  ) {}

  private get contentWidth() {
    return A4.width - 2 * MARGIN;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private keep(height: number) {
    if (this.doc.y + height > A4.height - MARGIN) this.doc.addPage();
  }

  /** The organisation's logo (PNG or JPEG) at the top; other formats and broken pictures are skipped. */
  logo(bytes: Uint8Array | null): this {
    if (!bytes || !isEmbeddableImage(bytes)) return this;
    try {
      this.doc.image(Buffer.from(bytes), MARGIN, MARGIN, { fit: [160, 60] });
      this.doc.y = MARGIN + 80;
    } catch {
      // A picture pdfkit cannot read: the page goes without it.
    }
    return this;
  }

  title(text: string): this {
    this.doc.font('bold').fontSize(22).fillColor(COLORS.text).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.4);
    return this;
  }

  subtitle(text: string): this {
    this.doc.font('regular').fontSize(14).fillColor(COLORS.text).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.3);
    return this;
  }

  muted(text: string): this {
    this.doc.font('regular').fontSize(10).fillColor(COLORS.muted).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.3);
    return this;
  }

  heading(text: string): this {
    this.keep(60);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(14).fillColor(COLORS.text).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    this.doc.y = y + 8;
    return this;
  }

  /** Label/value rows; rows without a value are left out. */
  fields(rows: readonly (readonly [label: string, value: string | null | undefined])[]): this {
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value.trim() === '') continue;
      this.keep(40);
      const top = this.doc.y;
      this.doc
        .font('bold')
        .fontSize(10)
        .fillColor(COLORS.muted)
        .text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
      const labelBottom = this.doc.y;
      this.doc
        .font('regular')
        .fontSize(11)
        .fillColor(COLORS.text)
        .text(value, MARGIN + LABEL_WIDTH, top, { width: this.contentWidth - LABEL_WIDTH });
      this.doc.y = Math.max(labelBottom, this.doc.y) + 4;
    }
    return this;
  }

  paragraph(text: string): this {
    this.keep(30);
    this.doc.font('regular').fontSize(11).fillColor(COLORS.text).text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.moveDown(0.6);
    return this;
  }

  /** A new page (a generated part of several pages, e.g. a notice before merged files). */
  newPage(): this {
    this.doc.addPage();
    return this;
  }
}

/**
 * Renders generated pages: A4, 2 cm margins, Noto Sans regular and bold embedded, the document's
 * title and language in its metadata. Resolves with the bytes of the finished PDF.
 */
export async function renderPages(options: { title: string; locale: Locale }, draw: (page: PageWriter) => void): Promise<Uint8Array> {
  const doc = new PDFKit({
    size: 'A4',
    margin: MARGIN,
    lang: options.locale === 'de' ? 'de-CH' : 'en',
    info: { Title: options.title, Creator: 'Mandate', Producer: 'Mandate' },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const { regular, bold } = fontData();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  draw(new PageWriter(doc, options.locale));
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * An uploaded file as a PDF ready to merge, or null when it is not one pdf-lib reads cleanly: not a
 * PDF at all, damaged, encrypted, or without pages. Its pages are copied into a new document that is
 * written once, so a file whose objects cannot be written fails here and not in the merged answer.
 */
export async function readUploadedPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  try {
    const source = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    if (source.getPageCount() === 0) return null;
    const copy = await PDFDocument.create({ updateMetadata: false });
    for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
    await copy.save();
    return copy;
  } catch {
    return null;
  }
}

/** A PDF to merge: generated bytes, or an uploaded file read by {@link readUploadedPdf}. */
export type PdfSource = Uint8Array | PDFDocument;

/** One PDF with every page of the sources, in order. */
export async function mergePdfs(sources: readonly PdfSource[], title: string): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  out.setTitle(title);
  out.setCreator('Mandate');
  out.setProducer('Mandate');
  for (const source of sources) {
    const doc = source instanceof PDFDocument ? source : await PDFDocument.load(source);
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  return out.save();
}

/** A zip of the files, stored without compression (PDFs are compressed already). */
export function zipFiles(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) entries[file.name] = [file.bytes, { level: 0 }];
  return zipSync(entries);
}

/** Rich text (the sanitised HTML of comments and vacancy texts) as plain text with line breaks and list bullets. */
export function plainText(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
  return text || null;
}

/** A file name without path separators, control or reserved characters; at most 120 characters. */
export function safeFileName(name: string, extension: 'pdf' | 'zip'): string {
  const base = name
    // eslint-disable-next-line no-control-regex -- removing control characters on purpose
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${base || 'document'}.${extension}`;
}
