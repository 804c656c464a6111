/**
 * @deprecated The shared route helpers moved: `http/route.ts` (ids, parsing, refusals, `doc`),
 * `http/fields.ts` (field schemas), `auth/viewer.ts` (a user's organisations) and `db/values.ts`
 * (numbers and search terms). These re-exports keep files written against the old place compiling
 * until they are merged; import from the new modules.
 */
export { authorize, bodyId, denied, fieldError, idParam, includesOf, missing, parseAll } from '../http/route';
export { adminOnly, codeList, countryCode, email, optionalText, requiredText } from '../http/fields';
export { canManageOrganization, organizationViewer, ownOrganizationIds } from '../auth/viewer';
export { containsPattern, num, numOrNull, prefixQuery, prefixWords } from '../db/values';
