import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../Field';
import * as styles from './InlineAlert.css';
import { messages } from './InlineAlert.messages';

export const inlineAlertTones = ['critical', 'caution', 'positive', 'info'] as const;
export type InlineAlertTone = (typeof inlineAlertTones)[number];

export interface InlineAlertProps {
  /** `critical` and `caution` are announced at once (role alert); `positive` and `info` politely (role status). @default 'critical' */
  tone?: InlineAlertTone;
  /** A short bold first line. @default undefined */
  title?: ReactNode;
  /** The message: what happened and what to do. */
  children: ReactNode;
  /** One action, e.g. a "Try again" button. @default undefined */
  action?: ReactNode;
}

/** 16×16 outlines drawn with the current colour: a different shape per tone, so colour is not the only cue. */
const iconPaths: Record<InlineAlertTone, string> = {
  critical: 'M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5M8 4.75v4M8 11.25v0.01',
  caution: 'M8 2L1.75 13.25h12.5zM8 6.5v3M8 11.5v0.01',
  positive: 'M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5M5.25 8.25l2 2 3.5-4',
  info: 'M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5M8 7.25v4M8 4.75v0.01',
};

/**
 * A message about a form or an area of the page: a failed load with "Try again", a refusal from the
 * server, a caution before an action. Mount it when the message appears, so the live region is read
 * out; for a passing confirmation use a notification (`useNotify`) instead.
 */
export function InlineAlert({ tone = 'critical', title, children, action }: InlineAlertProps) {
  const intl = useIntl();
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div role={urgent ? 'alert' : 'status'} className={styles.alert({ tone })}>
      <span className={styles.icon}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={iconPaths[tone]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <div className={styles.content}>
        {/* The tone in words for screen readers ("Error", "Warning"), as the icon is hidden from them. */}
        <span style={visuallyHidden}>{intl.formatMessage(messages[tone])}</span>
        {title ? <div className={styles.title}>{title}</div> : null}
        <div>{children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
