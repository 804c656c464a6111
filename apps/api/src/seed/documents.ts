/**
 * Documents of the demo data (issue 20 point 2): a CV and a certificate per demo candidate, shared by
 * the candidate's applications, and a longlist on the demo candidate list. The PDFs are generated
 * here with pdfkit (decision 0021), stored through the file storage like uploads and linked to
 * their records, so a new user opens them as an employer or consultant would.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/database';
import { linkFiles } from '../files/links';
import type { FileStorage } from '../files/storage';
import { demoApplications } from './applications';

/** A fixed date in the PDFs' metadata: the same demo person gives the same document. */
const PRODUCED = new Date('2026-01-05T09:00:00Z');

/** A document of headed sections as PDF bytes (A4, the standard Helvetica faces: Latin-1 text). */
export async function demoPdf(title: string, subtitle: string, sections: readonly { heading: string; lines: readonly string[] }[]) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Mandate demo data', CreationDate: PRODUCED } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(22).text(title);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(subtitle).moveDown(1.2);
  for (const section of sections) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(section.heading).moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
    for (const line of section.lines) doc.text(line, { paragraphGap: 3 });
    doc.moveDown(0.8);
  }
  doc.font('Helvetica-Oblique').fontSize(8).fillColor('#777777').text('Generated demo document. The person and facts are fictitious.');
  doc.end();
  return done;
}

type DemoPerson = (typeof demoApplications)[number];

const yearOf = (date: string) => Number(date.slice(0, 4));

/** A two-section CV of a demo candidate. */
export function demoCv(person: DemoPerson): Promise<Buffer> {
  const graduated = yearOf(person.dateOfBirth) + 25;
  return demoPdf(`${person.firstName} ${person.lastName}`, `Curriculum vitae · ${person.position} · ${person.city}`, [
    {
      heading: 'Contact',
      lines: [person.email, person.phone, `${person.city}, ${person.countryCode}`, `Born ${person.dateOfBirth}`],
    },
    {
      heading: 'Experience',
      lines: [
        `${graduated + 8} – today: ${person.position}`,
        `${graduated + 3} – ${graduated + 8}: Team lead, ${person.city}`,
        `${graduated} – ${graduated + 3}: Specialist, international group`,
      ],
    },
    {
      heading: 'Education and languages',
      lines: [`${graduated}: Master's degree`, 'German (native), English (fluent), French (good)'],
    },
  ]);
}

/** A certificate of employment of a demo candidate. */
export function demoCertificate(person: DemoPerson): Promise<Buffer> {
  const graduated = yearOf(person.dateOfBirth) + 25;
  return demoPdf('Certificate of employment', `${person.firstName} ${person.lastName}`, [
    {
      heading: 'Employment',
      lines: [
        `${person.firstName} ${person.lastName}, born ${person.dateOfBirth}, worked with us from ${graduated + 3} to ${graduated + 8} as team lead.`,
        'We knew them as a reliable, committed colleague who led the team with care and met every goal.',
        'We thank them for their work and wish them every success.',
      ],
    },
    { heading: 'Place and date', lines: [`${person.city}, ${graduated + 8}`] },
  ]);
}

interface StoredDocument {
  key: string;
  title: string;
  size: number;
}

async function store(storage: FileStorage, title: string, bytes: Buffer): Promise<StoredDocument> {
  const key = `demo/${randomUUID()}`;
  const { size } = await storage.put(key, Readable.from([bytes]));
  return { key, title, size };
}

async function insertFile(tx: Pick<Database, 'query'>, document: StoredDocument, type: string, uploadedBy: string): Promise<number> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO files (type, title, mime_type, size, storage_key, uploaded_by) VALUES ($1, $2, 'application/pdf', $3, $4, $5) RETURNING id`,
    [type, document.title, document.size, document.key, uploadedBy],
  );
  return Number(row!.id);
}

/**
 * Gives every demo candidate without documents a CV and a certificate, on the candidate and its
 * applications, and the demo candidate list without attachments a longlist. The bytes are stored
 * first; if the database writes fail they are removed again. Answers how many files were added.
 */
export async function seedDemoDocuments(db: Database, storage: FileStorage): Promise<number> {
  const candidates = await db.query<{ id: string; email: string; owner_id: string }>(
    "SELECT id, email, owner_id FROM candidates WHERE email = ANY($1) AND attachment_ids = '{}'",
    [demoApplications.map((a) => a.email)],
  );
  const [list] = await db.query<{ id: string; recruiter_id: string; title: string }>(
    `SELECT l.id, l.recruiter_id, j.title FROM candidate_lists l JOIN jobs j ON j.id = l.job_id
      WHERE j.reference = 'DEMO-001' AND l.title = 'Longlist QA leadership' AND l.attachment_ids = '{}'`,
  );
  if (candidates.length === 0 && !list) return 0;

  const stored: StoredDocument[] = [];
  const documents = new Map<string, { cv: StoredDocument; certificate: StoredDocument }>();
  let longlist: StoredDocument | null = null;
  try {
    for (const candidate of candidates) {
      const person = demoApplications.find((a) => a.email === candidate.email)!;
      const name = `${person.firstName} ${person.lastName}`;
      const cv = await store(storage, `CV ${name}.pdf`, await demoCv(person));
      stored.push(cv);
      const certificate = await store(storage, `Certificate of employment ${name}.pdf`, await demoCertificate(person));
      stored.push(certificate);
      documents.set(candidate.id, { cv, certificate });
    }
    if (list) {
      const people = demoApplications.filter((a) => a.job === 'DEMO-001');
      const bytes = await demoPdf('Longlist QA leadership', list.title, [
        { heading: 'Profiles', lines: people.map((p) => `${p.firstName} ${p.lastName}: ${p.position}, ${p.city}`) },
      ]);
      longlist = await store(storage, 'Longlist QA leadership.pdf', bytes);
      stored.push(longlist);
    }
    await db.transaction(async (tx) => {
      for (const candidate of candidates) {
        const { cv, certificate } = documents.get(candidate.id)!;
        const ids = [
          await insertFile(tx, cv, 'candidate-document', candidate.owner_id),
          await insertFile(tx, certificate, 'candidate-document', candidate.owner_id),
        ];
        // Another server seeding at the same time may have been first: its documents stay, these go with the cleanup.
        const updated = await tx.query("UPDATE candidates SET attachment_ids = $2 WHERE id = $1 AND attachment_ids = '{}' RETURNING id", [
          candidate.id,
          ids,
        ]);
        if (updated.length === 0) continue;
        await linkFiles(tx, { type: 'candidate', id: Number(candidate.id) }, ids);
        // The applications carry the candidate's documents (shared, as an application create would).
        const applications = await tx.query<{ id: string }>(
          "UPDATE applications SET attachment_ids = $2 WHERE candidate_id = $1 AND attachment_ids = '{}' RETURNING id",
          [candidate.id, ids],
        );
        for (const application of applications) await linkFiles(tx, { type: 'application', id: Number(application.id) }, ids);
      }
      if (list && longlist) {
        const id = await insertFile(tx, longlist, 'attachment', list.recruiter_id);
        const updated = await tx.query(
          "UPDATE candidate_lists SET attachment_ids = $2 WHERE id = $1 AND attachment_ids = '{}' RETURNING id",
          [list.id, [id]],
        );
        if (updated.length) await linkFiles(tx, { type: 'candidate-list', id: Number(list.id) }, [id]);
      }
    });
  } catch (error) {
    await Promise.allSettled(stored.map((document) => storage.delete(document.key)));
    throw error;
  }
  return stored.length;
}
