import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { doc } from '../jobs/common';
import { idParam, missing } from '../users/common';
import { candidateMenus } from './candidateRules';
import { canViewCandidate, loadCandidate } from './candidates';

const TAG = 'Candidates';

/** `GET /candidate/{id}/menu`: the candidate's actions for this user now, with each refusal's reason (domain decides). */
export async function candidateMenuRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/candidate/:id/menu',
    doc(TAG, 'The actions this user may take on the candidate now (edit, consent, clone, delete), with the reason of each refusal'),
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const row = await loadCandidate(db, id);
      if (!row || !(await canViewCandidate(db, user, row))) throw missing(request);
      const menu = (await candidateMenus(db, user, [row])).get(id)!;
      return { result: menu };
    },
  );
}
