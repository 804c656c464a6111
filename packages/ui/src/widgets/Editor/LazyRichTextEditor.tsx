import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { fieldStyles } from '../../primitives/Field';
import type { RichTextEditorProps } from './RichTextEditor';
import type { RichTextViewProps } from './RichTextView';
import * as styles from './LazyRichTextEditor.css';
import { messages } from './RichTextEditor.messages';

// ProseMirror, the toolbar and their styles load as their own chunk, the first time an editor shows.
const Impl = lazy(() => import('./RichTextEditor'));
// The read-only view shares the editor's schema (its sanitiser), so it loads with ProseMirror's model too.
const ViewImpl = lazy(() => import('./RichTextView'));

/** The rich-text editor (see `RichTextEditorImpl`), loaded on demand so pages without one do not pay for it. */
export function RichTextEditor(props: RichTextEditorProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div className={styles.root}>
          <span className={fieldStyles.label}>{props.label}</span>
          <div className={styles.fallback} role="status">
            {intl.formatMessage(messages.loading)}
          </div>
        </div>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}

/** Rich text shown read-only and sanitised (see `RichTextView`), loaded on demand like the editor. */
export function RichTextView(props: RichTextViewProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<div role="status">{intl.formatMessage(messages.loadingText)}</div>}>
      <ViewImpl {...props} />
    </Suspense>
  );
}
