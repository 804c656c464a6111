import { can, jobOwner, type applicationDuplicatesResponse, type InferOutput } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';
import { authoredBy, loadJob } from './common';
import { iso } from '../db/values';
import { duplicateRows, type DuplicateRow } from './duplicate.queries';

const TAG = 'Applications';

/** `POST /job/{id}/application/duplicates` (001 §7.3): the vacancy's applications that duplicate other submissions. */
export async function duplicateRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/job/:id/application/duplicates',
    doc(TAG, 'The vacancy’s applications whose candidate was also submitted separately to the same employer'),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const job = await loadJob(db, id);
      if (!job) throw missing(request);
      // The employer side of the vacancy (author, managers of its organisation) and admins.
      authorize(request, can(user, 'application-duplicates', jobOwner({ authoredBy: authoredBy(job) })));
      const rows = await duplicateRows(db, id);
      type Entry = InferOutput<typeof applicationDuplicatesResponse>;
      type Item = Entry & { duplicates: Entry['duplicates'][number][] };
      const items = new Map<number, Item>();
      const entry = (row: DuplicateRow): Item => ({
        application: {
          id: Number(row.application_id),
          status: { code: row.status },
          creationDate: iso(row.created_at),
          candidate: { id: Number(row.candidate_id), firstName: row.first_name, lastName: row.last_name },
          recruiter: { id: Number(row.recruiter_id), name: row.recruiter_name },
        },
        duplicates: [],
      });
      for (const row of rows) {
        const key = Number(row.application_id);
        const item = items.get(key) ?? entry(row);
        items.set(key, item);
        item.duplicates.push({
          id: Number(row.other_id),
          job: { id: Number(row.other_job_id), title: row.other_job_title },
          status: { code: row.other_status },
          creationDate: iso(row.other_created_at),
          candidateId: Number(row.other_candidate_id),
          recruiter: { id: Number(row.other_recruiter_id), name: row.other_recruiter_name },
          agency: row.other_agency_name === null ? null : { name: row.other_agency_name },
          matchedBy: row.matched_by,
        });
      }
      return { result: { items: [...items.values()], total: items.size } };
    },
  );
}
