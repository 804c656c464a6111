import { relativeTime, simpleDuration } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { formatDomainText } from '../../i18n/domainText';

export interface RelativeTimeProps {
  /** A duration in seconds (response times, time to interview). */
  seconds: number;
  /** `relative`: "within a few hours", "about 3 weeks" (001 §9); `simple`: "less than one day", "N days". @default 'relative' */
  format?: 'relative' | 'simple';
}

/** A duration in words, from the domain's thresholds, in the user's language. */
export function RelativeTime({ seconds, format = 'relative' }: RelativeTimeProps) {
  const intl = useIntl();
  const value = format === 'simple' ? simpleDuration(seconds) : relativeTime(seconds);
  const text = formatDomainText(intl, `domain.time.${value.key}`, value.count === undefined ? undefined : { count: value.count });
  return <span title={intl.formatNumber(Math.round(seconds / 3600), { style: 'unit', unit: 'hour', unitDisplay: 'long' })}>{text}</span>;
}
