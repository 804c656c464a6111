/** @deprecated Split by shape into `organization.routes.ts` (with `contact.routes.ts`, `companyTeam.routes.ts`), `organization.service.ts`, `organization.queries.ts`, `organization.view.ts`; re-exported for parallel branches. */
export { organizationRoutes } from './organization.routes';
