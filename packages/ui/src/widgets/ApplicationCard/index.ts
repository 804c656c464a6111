export { ApplicationCard, ApplicationList } from './ApplicationCard';
export type { ApplicationCardAction, ApplicationCardProps } from './ApplicationCard';
