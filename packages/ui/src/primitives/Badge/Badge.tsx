import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
        {children}
      </span>
    );
  }
  return <span className={styles.badge({ tone, weight })}>{children}</span>;
}

export const subscriptions = ['basic', 'premium', 'premium-plus'] as const;
export type Subscription = (typeof subscriptions)[number];

/** Visible letters of the subscription badges (001 §1): not translated. */
const SUBSCRIPTION_LETTERS: Record<Subscription, string> = { basic: 'B', premium: 'P', 'premium-plus': 'P+' };
const SUBSCRIPTION_TONES: Record<Subscription, BadgeTone> = { basic: 'neutral', premium: 'info', 'premium-plus': 'caution' };

/** B / P / P+ for a search consultant's subscription. */
export function SubscriptionBadge({ subscription }: { subscription: Subscription }) {
  const intl = useIntl();
  const name = { basic: messages.basic, premium: messages.premium, 'premium-plus': messages.premiumPlus }[subscription];
  return (
    <Badge tone={SUBSCRIPTION_TONES[subscription]} weight="strong" title={intl.formatMessage(name)}>
      {SUBSCRIPTION_LETTERS[subscription]}
    </Badge>
  );
}

const PSL = 'PSL';
const DEMO = 'DEMO';

/** The preferred-supplier badge. */
export function PslBadge() {
  const intl = useIntl();
  return (
    <Badge tone="positive" title={intl.formatMessage(messages.psl)}>
      {PSL}
    </Badge>
  );
}

/** Marks demo accounts in consultant cards. */
export function DemoBadge() {
  const intl = useIntl();
  return (
    <Badge tone="caution" title={intl.formatMessage(messages.demo)}>
      {DEMO}
    </Badge>
  );
}
