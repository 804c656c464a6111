export { UserInfoPopover, UserInfoCard } from './UserInfoPopover';
export type { UserInfoPopoverProps, UserInfoCardProps } from './UserInfoPopover';
export { userInfoVisibility, subscriptionOf } from './rules';
export type { UserInfoVisibility } from './rules';
