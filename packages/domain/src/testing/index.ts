/**
 * `@mandate/domain/testing`: test data shared by the packages' tests, never imported by app code.
 * The XSS corpus is used by the editor's tests (ui) and by the server's sanitiser tests (api), so the
 * browser and the server are tested against the same vectors.
 */
export { mutatedVectors, xssVectors } from './xssCorpus';
