/** @deprecated Moved to `auth/currentUser.ts` (the session's user is auth's); re-exported for files written against the old place. */
export { currentUserView, loadAccessTokenSession, loadSessionUser, type SessionUser } from '../auth/currentUser';
