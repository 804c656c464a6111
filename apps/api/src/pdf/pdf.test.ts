/**
 * The PDFs of 001 §7.2 against the real server on both databases: the application PDF's pages and
 * their order for every selection of the download dialog, the zip of "download separately", text
 * read back with a PDF parser (unpdf, pdf.js) in English and German, embedded fonts and A4, the
 * organisation's logo, a corrupt upload, and who may not have it.
 */
import { applicationPdfPages, type ApplicationPdfPage } from '@mandate/domain';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignRecruiter, candidateBody, createJob, openWorld, type World } from '../applications/testing';
import { testDatabases } from '../testing/databases';

/** A PDF whose pages carry the given texts (pdf-lib, standard font), as a consultant would upload. */
async function samplePdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont('Helvetica');
  for (const text of pages) doc.addPage([595.28, 841.89]).drawText(text, { x: 60, y: 760, size: 14, font });
  return doc.save();
}

/** Starts like a PDF (so the upload's signature check takes it) and is none. */
const CORRUPT_PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nthis is not a PDF at all\n');
/** Starts like a Word file (a zip). */
const WORD_FILE = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('word/document.xml and more bytes')]);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const CANDIDATE = { firstName: 'Jürgen', lastName: 'Weiß' };
const NAME = 'Jürgen Weiß';
const VACANCY = 'Leiter Finanzen & Controlling (Zürich, 5’000 € Bonus)';

/** What each page of the application PDF shows, part by part (the attachments after the notice of what was left out). */
const EXPECTED: Record<ApplicationPdfPage, string[]> = {
  'cover-page': ['Application'],
  info: ['Candidate profile'],
  attachments: [
    '“broken.pdf” is left out: the file is not a valid PDF.',
    'Attachment A page 1',
    'Attachment A page 2',
    'Attachment B page 1',
  ],
  'mandatory-documents': ['Signed privacy notice'],
  'data-protection': ['Data protection'],
};

/** Every non-empty selection of the five pages. */
const selections: ApplicationPdfPage[][] = Array.from({ length: 31 }, (_, n) => applicationPdfPages.filter((_, i) => ((n + 1) >> i) & 1));

async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** The embedded font programs (FontFile2) of a PDF, by font name. */
function embeddedFonts(doc: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    if (object.get(PDFName.of('FontFile2'))) names.push(String(object.get(PDFName.of('FontName'))));
  }
  return names;
}

describe.each(testDatabases)('PDFs on $name', ({ open }) => {
  let w: World;
  let base: string;
  let job: number;
  let candidate: number;
  let application: number;
  let files: Record<string, number>;

  const upload = async (token: string, name: string, bytes: Uint8Array, mime: string, type = 'candidate-document') => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: mime }), name);
    const response = await fetch(`${base}/api/file/upload?type=${type}`, { method: 'POST', headers: { token }, body: form });
    const body = (await response.json()) as { result: { id: number } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.result.id;
  };
  const post = async (who: string, path: string, body: unknown) => {
    const response = await w.call('POST', `/api${path}`, { token: w.tokens[who]!, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.result as { id: number };
  };
  /** GETs a document: status, headers and the bytes. */
  const download = async (path: string, { who, locale }: { who?: string; locale?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (who) headers['token'] = w.tokens[who]!;
    if (locale) headers['locale'] = locale;
    const response = await fetch(`${base}/api${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { message: string; errors?: Record<string, string> };

  beforeAll(async () => {
    w = await openWorld(open);
    base = await w.app.listen({ port: 0, host: '127.0.0.1' });
    job = await createJob(w.db, { title: VACANCY, authorId: w.ids.e1!, organizationId: w.orgs.a! });
    await w.db.query("UPDATE jobs SET description = $2, reference = 'FIN-42', city = 'Zürich' WHERE id = $1", [
      job,
      '<p>Führung des Teams &amp; Berichte an den CFO.</p><ul><li>Budgetierung</li><li>Abschluss</li></ul>',
    ]);
    await assignRecruiter(w.db, job, w.ids.alice!);
    const token = w.tokens.alice!;
    files = {
      a: await upload(token, 'a.pdf', await samplePdf(['Attachment A page 1', 'Attachment A page 2']), 'application/pdf'),
      b: await upload(token, 'b.pdf', await samplePdf(['Attachment B page 1']), 'application/pdf'),
      broken: await upload(token, 'broken.pdf', CORRUPT_PDF, 'application/pdf'),
      word: await upload(token, 'Lebenslauf.docx', WORD_FILE, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      consent: await upload(token, 'privacy.pdf', await samplePdf(['Signed privacy notice']), 'application/pdf'),
    };
    candidate = (
      await post(
        'alice',
        '/candidate/create',
        candidateBody({
          ...CANDIDATE,
          email: 'juergen.weiss@example.ch',
          attachments: [files.b],
          consent: { document: 'candidate-privacy-notice', locale: 'de', fileId: files.consent },
        }),
      )
    ).id;
    application = (
      await post('alice', '/application/create', {
        jobId: job,
        candidateId: candidate,
        consent: true,
        comment: '<p>Sehr erfahren.</p>',
        attachments: [files.a, files.broken, files.word],
      })
    ).id;
  });
  afterAll(() => w.close());

  const pagesQuery = (pages: readonly string[], separately: boolean) =>
    `${pages.map((page) => `pages[]=${page}`).join('&')}&separately=${separately}`;

  it('puts the chosen pages in the order 1–5 for every selection, as one A4 PDF', async () => {
    for (const selection of selections) {
      // Asked in reverse: the order is the dialog's, not the query's.
      const answer = await download(`/application/${application}/pdf?${pagesQuery([...selection].reverse(), false)}`, { who: 'e1' });
      expect(answer.status, selection.join()).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      const expected = selection.flatMap((page) => EXPECTED[page]);
      const texts = await pageTexts(answer.bytes);
      expect(texts.length, selection.join()).toBe(expected.length);
      expected.forEach((marker, i) => expect(texts[i], `${selection.join()} page ${i + 1}`).toContain(marker));
    }
  }, 240_000);

  it('shows the candidate’s name and the vacancy title, with fonts embedded, in English and German', async () => {
    const all = `pages[]=${applicationPdfPages.join('&pages[]=')}&separately=false`;
    const en = await download(`/application/${application}/pdf?${all}`, { who: 'alice' });
    const enTexts = await pageTexts(en.bytes);
    expect(enTexts[0]).toContain(NAME);
    expect(enTexts[0]).toContain(VACANCY);
    expect(enTexts[1]).toContain('Currently employed Yes');
    expect(enTexts[1]).toContain('Sehr erfahren.');
    expect(en.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(`Application ${NAME} - `)}`);

    const de = await download(`/application/${application}/pdf?${all}`, { who: 'alice', locale: 'de-CH' });
    const deTexts = await pageTexts(de.bytes);
    expect(deTexts[0]).toContain('Bewerbung');
    expect(deTexts[0]).toContain(NAME);
    expect(deTexts[0]).toContain(VACANCY);
    expect(deTexts[1]).toContain('Kandidatenprofil');
    expect(deTexts[1]).toContain('Derzeit angestellt Ja');
    expect(deTexts[2]).toContain('„broken.pdf“ fehlt hier: Die Datei ist kein gültiges PDF.');
    expect(deTexts[2]).toContain('„Lebenslauf.docx“ fehlt hier: Nur PDF-Dateien können eingefügt werden.');
    expect(deTexts.at(-1)).toContain('Datenschutz');
    expect(deTexts.at(-1)).toContain('Dokument „candidate-privacy-notice“, Deutsch');

    const doc = await PDFDocument.load(de.bytes);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(embeddedFonts(doc).some((name) => name.includes('NotoSans-Regular'))).toBe(true);
    expect(embeddedFonts(doc).some((name) => name.includes('NotoSans-Bold'))).toBe(true);
  });

  it('answers "download separately" (the dialog’s default) as a zip of one PDF per part', async () => {
    const answer = await download(`/application/${application}/pdf`, { who: 'e1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.zip"/);
    const entries = unzipSync(answer.bytes);
    expect(Object.keys(entries)).toEqual(['3-attachments.pdf', '4-mandatory-documents.pdf', '5-data-protection.pdf']);
    expect((await pageTexts(entries['3-attachments.pdf']!)).length).toBe(4);
    expect(await pageTexts(entries['4-mandatory-documents.pdf']!)).toEqual(['Signed privacy notice']);

    const every = unzipSync(
      (await download(`/application/${application}/pdf?${pagesQuery(applicationPdfPages, true)}`, { who: 'e1' })).bytes,
    );
    expect(Object.keys(every)).toEqual(applicationPdfPages.map((page, i) => `${i + 1}-${page}.pdf`));
    for (const page of applicationPdfPages)
      expect((await pageTexts(every[`${applicationPdfPages.indexOf(page) + 1}-${page}.pdf`]!)).length).toBe(EXPECTED[page].length);
  });

  it('leaves out a corrupt upload with a line, and says when nothing is there', async () => {
    // A file of its own: an upload is linked to one record (and the records that share it) only.
    const broken = await upload(w.tokens.alice!, 'broken.pdf', CORRUPT_PDF, 'application/pdf');
    const onlyBroken = (
      await post(
        'alice',
        '/candidate/create',
        candidateBody({ firstName: 'Olga', lastName: 'Ohne', email: 'olga@example.ch', phone: null }),
      )
    ).id;
    const app = (await post('alice', '/application/create', { jobId: job, candidateId: onlyBroken, consent: true, attachments: [broken] }))
      .id;
    const answer = await download(`/application/${app}/pdf?pages[]=attachments&pages[]=mandatory-documents&separately=false`, {
      who: 'alice',
    });
    expect(answer.status).toBe(200);
    expect(await pageTexts(answer.bytes)).toEqual([
      'Attachments “broken.pdf” is left out: the file is not a valid PDF.',
      'Mandatory documents No signed privacy notice of the candidate has been uploaded.',
    ]);
    // Bytes gone from the storage: left out the same way.
    const key = (await w.db.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [broken]))[0]!.storage_key;
    await w.db.query("UPDATE files SET storage_key = '2000/01/gone' WHERE id = $1", [broken]);
    const gone = await pageTexts((await download(`/application/${app}/pdf?pages=attachments&separately=false`, { who: 'alice' })).bytes);
    expect(gone).toEqual(['Attachments “broken.pdf” is left out: the file is no longer available.']);
    await w.db.query('UPDATE files SET storage_key = $2 WHERE id = $1', [broken, key]);
  });

  it('refuses users who may not see the application, and bad options', async () => {
    for (const who of ['e2', 'bob']) expect((await download(`/application/${application}/pdf`, { who })).status, who).toBe(403);
    expect((await download(`/application/${application}/pdf`)).status).toBe(401);
    expect((await download(`/application/${application}/pdf?token=forged`)).status).toBe(401);
    expect((await download('/application/999999/pdf', { who: 'e1' })).status).toBe(404);
    const bad = await download(`/application/${application}/pdf?pages[]=cover&separately=maybe`, { who: 'e1', locale: 'de' });
    expect(bad.status).toBe(422);
    expect(Object.keys(json(bad.bytes).errors ?? {}).sort()).toEqual(['pages.0', 'separately']);
  });

  it('opens with the token and language in the link, as the browser does', async () => {
    const answer = await download(`/application/${application}/pdf?token=${w.tokens.e1}&locale=de&pages=cover-page,info&separately=false`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; /);
    const texts = await pageTexts(answer.bytes);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Bewerbung');
    expect(texts[1]).toContain('Kandidatenprofil');
    expect((await download(`/application/${application}/pdf?token=${w.tokens.e2}`)).status).toBe(403);
  });

  it('shows the agency’s logo on the cover page', async () => {
    const logo = await upload(w.tokens.alice!, 'logo.png', PNG, 'image/png', 'logo');
    await w.db.query('UPDATE organizations SET logo_file_id = $2 WHERE id = $1', [w.orgs.x, logo]);
    const answer = await download(`/application/${application}/pdf?pages=cover-page&separately=false`, { who: 'e1' });
    const doc = await PDFDocument.load(answer.bytes);
    const xObjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    expect(xObjects?.keys().length).toBe(1);
    await w.db.query('UPDATE organizations SET logo_file_id = NULL WHERE id = $1', [w.orgs.x]);
  });

  it('answers the candidate PDF, with an application’s vacancy and attachments when asked', async () => {
    const alone = await download(`/candidate/${candidate}/pdf`, { who: 'alice' });
    expect(alone.status).toBe(200);
    const texts = await pageTexts(alone.bytes);
    expect(texts.map((text) => text.slice(0, 30))).toHaveLength(4);
    expect(texts[0]).toContain(NAME);
    expect(texts[0]).not.toContain(VACANCY);
    expect(texts[1]).toBe('Attachment B page 1');

    const withApp = await pageTexts(
      (await download(`/candidate/${candidate}/pdf?application_id=${application}`, { who: 'e1', locale: 'de' })).bytes,
    );
    expect(withApp).toHaveLength(7);
    expect(withApp[0]).toContain('Kandidatenprofil');
    expect(withApp[0]).toContain(VACANCY);

    expect((await download(`/candidate/${candidate}/pdf`, { who: 'e2' })).status).toBe(403);
    expect((await download(`/candidate/${candidate}/pdf?application_id=${application}`, { who: 'bob' })).status).toBe(403);
    expect((await download(`/candidate/${candidate}/pdf?application_id=999999`, { who: 'alice' })).status).toBe(404);
    expect((await download(`/candidate/${candidate}/pdf?application_id=abc`, { who: 'alice' })).status).toBe(422);
  });

  it('answers the vacancy PDF in both languages to those who may see the vacancy', async () => {
    const en = await pageTexts((await download(`/job/${job}/pdf`, { who: 'alice' })).bytes);
    expect(en[0]).toContain(VACANCY);
    expect(en[0]).toContain('Reference FIN-42');
    expect(en[0]).toContain('Führung des Teams & Berichte an den CFO.');
    expect(en[0]).toContain('Budgetierung');
    const de = await pageTexts((await download(`/job/${job}/pdf`, { who: 'e1', locale: 'de' })).bytes);
    expect(de[0]).toContain('Vakanz');
    expect(de[0]).toContain('Arbeitsort Zürich');
    expect(de[0]).toContain('Beschreibung');
    expect((await download(`/job/${job}/pdf`, { who: 'e2' })).status).toBe(403);
    expect((await download('/job/999999/pdf', { who: 'e1' })).status).toBe(404);
  });
});
