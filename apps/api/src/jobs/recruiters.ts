/** @deprecated Split by shape into `recruiter.routes.ts`, `recruiter.service.ts`, `recruiter.queries.ts`, `recruiter.view.ts`; re-exported for parallel branches. */
export { jobRecruiterRoutes } from './recruiter.routes';
