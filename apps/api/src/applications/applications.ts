/**
 * @deprecated The application feature is split by shape: `application.routes.ts` (and
 * `placement.routes.ts`, `feedback.routes.ts`, `interview.routes.ts`), `application.service.ts`,
 * `application.queries.ts`, `application.view.ts`. These re-exports keep files written against
 * the old module compiling until they are merged; import from the new modules.
 */
export { applicationWorkflowRoutes } from './application.routes';
export { applicationDocumentsVisibility, applicationTestHooks } from './application.service';
export { APPLICATION_FROM, applicationListWhere, applicationSortKeys, type ApplicationListQuery } from './application.queries';
