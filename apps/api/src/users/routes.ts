/** @deprecated Split by shape into `user.routes.ts`, `account.routes.ts`, `user.list.ts`, `user.queries.ts`, `user.view.ts`; re-exported for parallel branches. */
export { userRoutes, type UserRouteOptions } from './user.routes';
export { PASSWORD_RESET_TTL_SECONDS, TOTAL_CAP } from './user.queries';
export type { UserListEntry } from './user.view';
