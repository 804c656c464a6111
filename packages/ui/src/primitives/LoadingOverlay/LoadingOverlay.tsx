import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';
import { messages } from './LoadingOverlay.messages';

export interface LoadingOverlayProps {
  /** Cover the whole page (navigation) instead of the nearest positioned container. @default false */
  fullPage?: boolean;
  /** What is loading, shown under the spinner and announced. @default translated "Loading…" */
  label?: string;
}

/**
 * The product mark and a spinner over content that is loading (001 §2.4). The overlay is `aria-busy`;
 * screen readers hear its label once through the spinner's status.
 */
export function LoadingOverlay({ fullPage = false, label }: LoadingOverlayProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(messages.loading);
  return (
    <div className={styles.overlay({ fullPage })} aria-busy="true">
      <span className={styles.brand} aria-hidden="true">
        <svg className={styles.mark} viewBox="0 0 32 32" focusable="false">
          <rect className={styles.markTile} x="0" y="0" width="32" height="32" rx="7" />
          <path className={styles.markLetter} d="M8 23V9l8 9 8-9v14" />
        </svg>
        <span className={styles.wordmark}>{intl.formatMessage(messages.productName)}</span>
      </span>
      <Spinner size="large" label={text} />
      <span className={styles.text} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
