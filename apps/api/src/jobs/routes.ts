import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { vacancyExportRoutes } from './export';
import { vacancyModerationRoutes } from './moderation';
import { supplierRoutes } from './suppliers';
import { templateRoutes } from './templates';
import { vacancyRoutes } from './vacancy.routes';
import { jobRecruiterRoutes } from './recruiter.routes';

/** Vacancies (`/job/…`), consultants on a vacancy (`/job-recruiter/…`), PSL, blacklists and invitation templates. */
export async function jobRoutes(app: FastifyInstance, options: { db: Database }) {
  await vacancyRoutes(app, options);
  await vacancyExportRoutes(app, options);
  await vacancyModerationRoutes(app, options);
  await jobRecruiterRoutes(app, options);
  await supplierRoutes(app, options);
  await templateRoutes(app, options);
}
