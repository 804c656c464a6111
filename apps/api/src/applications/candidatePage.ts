import type { candidateDocumentsResponse, candidateMenuResponse, InferOutput } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { doc, idParam, missing } from '../http/route';
import { fileView } from '../files/routes';
import { candidateMenus } from './candidateRules';
import { canViewCandidate, loadCandidate } from './candidates';
import { candidateFileRows } from './candidate.queries';

const TAG = 'Candidates';

/**
 * What the candidate page reads besides the candidate: `GET /candidate/{id}/menu` (the actions for
 * this user now, with each refusal's reason; domain decides) and `GET /candidate/{id}/documents`
 * (its files with title and size, and the signed copy of its latest consent).
 */
export async function candidatePageRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/candidate/:id/menu',
    doc(TAG, 'The actions this user may take on the candidate now (edit, consent, clone, delete), with the reason of each refusal'),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await loadCandidate(db, id);
      if (!row || !(await canViewCandidate(db, user, row))) throw missing(request);
      const menu: InferOutput<typeof candidateMenuResponse> = (await candidateMenus(db, user, [row])).get(id)!;
      return { result: menu };
    },
  );

  app.get(
    '/candidate/:id/documents',
    doc(TAG, 'The files of a candidate (title, size, download path) in their order, and the signed copy of its latest consent'),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await loadCandidate(db, id);
      if (!row || !(await canViewCandidate(db, user, row))) throw missing(request);
      const ids = [...row.attachment_ids.map(Number), ...(row.consent_file_id === null ? [] : [Number(row.consent_file_id)])];
      const files = ids.length ? await candidateFileRows(db, ids) : [];
      const byId = new Map(files.map((file) => [Number(file.id), fileView(file)]));
      const documents: InferOutput<typeof candidateDocumentsResponse> = {
        attachments: row.attachment_ids.flatMap((fileId) => byId.get(Number(fileId)) ?? []),
        consentFile: row.consent_file_id === null ? null : (byId.get(Number(row.consent_file_id)) ?? null),
      };
      return { result: documents };
    },
  );
}
