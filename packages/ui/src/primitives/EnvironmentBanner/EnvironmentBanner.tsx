import { useIntl } from 'react-intl';
import * as styles from './EnvironmentBanner.css';
import { messages } from './EnvironmentBanner.messages';

/** Environments of 001 §9; `master` is production. */
export const environments = ['master', 'sandbox', 'dev'] as const;
export type Environment = (typeof environments)[number];

export interface EnvironmentBannerProps {
  environment: Environment;
}

/** A coloured strip naming the environment in dev and sandbox; nothing in production. */
export function EnvironmentBanner({ environment }: EnvironmentBannerProps) {
  const intl = useIntl();
  if (environment === 'master') return null;
  return (
    <div role="note" className={styles.banner({ environment })}>
      {intl.formatMessage(messages[environment])}
    </div>
  );
}
