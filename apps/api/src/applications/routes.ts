import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Candidates (`/candidate/…`), applications (`/application/…`), placements and candidate lists (`/candidate-list/…`). */
export async function applicationRoutes(_app: FastifyInstance, _options: { db: Database }) {}
