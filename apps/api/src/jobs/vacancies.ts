/**
 * @deprecated The vacancy feature is split by shape: `vacancy.routes.ts` (with
 * `vacancyStatus.routes.ts`, `shortlist.routes.ts`, `sharedNote.routes.ts`), `vacancy.service.ts`,
 * `vacancy.queries.ts`, `vacancy.view.ts`. These re-exports keep files written against the old
 * module compiling until they are merged; import from the new modules.
 */
export { vacancyRoutes } from './vacancy.routes';
export { listJobs, listWhere, vacancySortKeys, type ListQuery } from './vacancy.queries';
