export { createApiClient } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiRequestInfo,
  DownloadOptions,
  DownloadResult,
  FetchLike,
  RequestOptions,
  UploadFieldValue,
  UploadOptions,
} from './client';
export { ApiError, apiErrorKinds, isApiError, kindOfStatus } from './errors';
export type { ApiErrorInit, ApiErrorKind, FieldErrors } from './errors';
export { defaultTimezone, fileNameFromContentDisposition, readLocaleCookie } from './headers';
export { buildUrl, encodeQuery } from './query';
export type { QueryParams, QueryScalar } from './query';
export { xhrUploadTransport } from './transport';
export type { ProgressEventLike, RawResponse, UploadProgress, UploadRequest, UploadTransport, XhrLike } from './transport';
export { getHealth, getVersion, loginWithCredentials, logout, getCurrentUser, switchToUser } from './operations';
export type { AppVersion, Health } from './operations';
