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
export {
  getHealth,
  getVersion,
  loginWithCredentials,
  requestOtp,
  loginWithOtp,
  loginWithToken,
  loginWithLinkedIn,
  checkSession,
  logout,
  getCurrentUser,
  switchToUser,
} from './operations';
export type { AppVersion, CallOptions, Health, SwitchResult } from './operations';
export {
  listUsers,
  checkEmail,
  signup,
  requestPasswordReset,
  confirmPasswordReset,
  getUserCounters,
  viewUser,
  uploadUserAvatar,
  editUser,
  viewUserSettings,
  editUserSettings,
  closeUser,
  deleteUser,
  bulkBlockUsers,
  bulkDeleteUsers,
} from './users';
export type { ListPage, SignupPayload, UserCounters, UserListQuery, UserSettings, UserSort } from './users';
