import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Vacancies (`/job/…`), consultants on a vacancy (`/job-recruiter/…`), PSL, blacklists and invitation templates. */
export async function jobRoutes(_app: FastifyInstance, _options: { db: Database }) {}
