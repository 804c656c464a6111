export { JobStatusBadge, jobStatusTones } from './JobStatusBadge';
export type { JobStatusBadgeProps } from './JobStatusBadge';
