import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { candidateListRoutes } from './candidateLists';
import { candidatePageRoutes } from './candidatePage';
import { candidateRoutes } from './candidates';
import { duplicateRoutes } from './duplicates';
import { applicationExportRoutes } from './export';
import { ownershipRoutes } from './ownership';
import { applicationWorkflowRoutes } from './application.routes';

/** Candidates (`/candidate/…`), applications (`/application/…`), placements and candidate lists (`/candidate-list/…`). */
export async function applicationRoutes(app: FastifyInstance, options: { db: Database }) {
  await candidateRoutes(app, options);
  await candidatePageRoutes(app, options);
  await ownershipRoutes(app, options);
  await duplicateRoutes(app, options);
  await applicationWorkflowRoutes(app, options);
  await applicationExportRoutes(app, options);
  await candidateListRoutes(app, options);
}
