import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './Badge.css';
import { messages } from './Badge.messages';

export const badgeTones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** Meaning by colour; the text carries it too. @default 'neutral' */
  tone?: BadgeTone;
  /** Strong for the few badges that must stand out. @default 'soft' */
  weight?: 'soft' | 'strong';
  /** Full text for screen readers and as a hover title when the visible text is an abbreviation. @default undefined */
  title?: string;
}

/** A short status or category label: the same status looks the same everywhere. */
export function Badge({ children, tone = 'neutral', weight = 'soft', title }: BadgeProps) {
  if (title) {
    return (
      <span className={styles.badge({ tone, weight })} title={title} role="img" aria-label={title}>
        <span className={styles.label}>{children}</span>
      </span>
    );
  }
  return (
    <span className={styles.badge({ tone, weight })}>
      <span className={styles.label}>{children}</span>
    </span>
  );
}

export const subscriptions = ['basic', 'premium', 'premium-plus'] as const;
export type Subscription = (typeof subscriptions)[number];

/** Distinct tones so the three subscriptions tell apart at a glance (the letters say it too). */
const SUBSCRIPTION_TONES: Record<Subscription, BadgeTone> = { basic: 'neutral', premium: 'info', 'premium-plus': 'caution' };

const SUBSCRIPTION_TEXTS = {
  basic: { name: messages.basic, letters: messages.basicShort },
  premium: { name: messages.premium, letters: messages.premiumShort },
  'premium-plus': { name: messages.premiumPlus, letters: messages.premiumPlusShort },
} satisfies Record<Subscription, { name: MessageDescriptor; letters: MessageDescriptor }>;

export interface SubscriptionBadgeProps {
  /** Which subscription: Basic (B), Premium (P) or Premium+ (P+). */
  subscription: Subscription;
}

/** B / P / P+ for a search consultant's subscription; the full name is its accessible name and hover title. */
export function SubscriptionBadge({ subscription }: SubscriptionBadgeProps) {
  const intl = useIntl();
  const { name, letters } = SUBSCRIPTION_TEXTS[subscription];
  return (
    <Badge tone={SUBSCRIPTION_TONES[subscription]} weight="strong" title={intl.formatMessage(name)}>
      {intl.formatMessage(letters)}
    </Badge>
  );
}

/** The preferred-supplier badge: 'This search consultant is on the list of your preferred suppliers'. */
export function PslBadge() {
  const intl = useIntl();
  return (
    <Badge tone="positive" title={intl.formatMessage(messages.psl)}>
      {intl.formatMessage(messages.pslShort)}
    </Badge>
  );
}

/** Marks demo accounts in consultant cards. */
export function DemoBadge() {
  const intl = useIntl();
  return (
    <Badge tone="caution" title={intl.formatMessage(messages.demo)}>
      {intl.formatMessage(messages.demoShort)}
    </Badge>
  );
}
