export { Badge, SubscriptionBadge, PslBadge, DemoBadge, badgeTones, subscriptions } from './Badge';
export type { BadgeProps, BadgeTone, Subscription, SubscriptionBadgeProps } from './Badge';
