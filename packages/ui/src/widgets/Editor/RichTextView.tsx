import { useMemo } from 'react';
import { sanitizeHtml } from './html';
import * as styles from './RichTextView.css';

export interface RichTextViewProps {
  /** HTML from anywhere (a server's rendering, a stored text); it is sanitised through the editor's schema before it shows. */
  html: string | null | undefined;
}

/**
 * Shows rich text read-only. The HTML is parsed through the editor's document model and written
 * again (`sanitizeHtml`), so only what the editor itself could produce reaches the page: no script,
 * no event handler, no `javascript:` link, whatever the source sent.
 */
export function RichTextView({ html }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html) ?? '', [html]);
  return <div className={styles.view} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default RichTextView;
