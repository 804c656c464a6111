import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { vacancyExportRoutes } from './export';
import { vacancyModerationRoutes } from './moderation';
import { jobRecruiterRoutes } from './recruiters';
import { supplierRoutes } from './suppliers';
import { templateRoutes } from './templates';
import { vacancyRoutes } from './vacancies';

/** Vacancies (`/job/…`), consultants on a vacancy (`/job-recruiter/…`), PSL, blacklists and invitation templates. */
export async function jobRoutes(app: FastifyInstance, options: { db: Database }) {
  await vacancyRoutes(app, options);
  await vacancyExportRoutes(app, options);
  await vacancyModerationRoutes(app, options);
  await jobRecruiterRoutes(app, options);
  await supplierRoutes(app, options);
  await templateRoutes(app, options);
}
