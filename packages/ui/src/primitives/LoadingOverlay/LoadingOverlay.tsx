import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';
import { messages } from './LoadingOverlay.messages';

export interface LoadingOverlayProps {
  /** Cover the whole page (navigation) instead of the nearest positioned container. @default false */
  fullPage?: boolean;
}

/** Logo and spinner over content that is loading (001 §2.4); screen readers hear "Loading…" once. */
export function LoadingOverlay({ fullPage = false }: LoadingOverlayProps) {
  const intl = useIntl();
  return (
    <div className={fullPage ? `${styles.overlay} ${styles.fullPage}` : styles.overlay} aria-busy="true">
      <span className={styles.logo} aria-hidden="true">
        {intl.formatMessage(messages.productName)}
      </span>
      <Spinner size="large" label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
