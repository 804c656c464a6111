export { ConsultantStatusBadge, consultantStatusTones } from './ConsultantStatusBadge';
export type { ConsultantStatusBadgeProps } from './ConsultantStatusBadge';
