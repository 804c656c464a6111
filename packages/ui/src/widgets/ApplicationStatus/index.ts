export { ApplicationStatus, applicationStatusTones } from './ApplicationStatus';
export type { ApplicationStatusProps } from './ApplicationStatus';
