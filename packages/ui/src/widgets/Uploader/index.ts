export { Uploader } from './Uploader';
export type { UploaderProps, UploadFunction, UploadOptions } from './Uploader';
export { formatBytes } from './queue';
export type { UploadItem } from './queue';
