export { InvitationCard, InvitationList } from './InvitationCard';
export type { InvitationCardProps } from './InvitationCard';
