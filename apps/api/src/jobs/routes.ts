import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { vacancyRoutes } from './vacancies';

/** Vacancies (`/job/…`), consultants on a vacancy (`/job-recruiter/…`), PSL, blacklists and invitation templates. */
export async function jobRoutes(app: FastifyInstance, options: { db: Database }) {
  await vacancyRoutes(app, options);
}
