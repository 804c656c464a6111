/**
 * The id type, in a module of its own so that `permissions.ts` and `types.ts` both take it from here:
 * `types.ts` uses role and permission codes, and `permissions.ts` must not import `types.ts` back.
 */

/** A record's id. */
export type Id = number;
