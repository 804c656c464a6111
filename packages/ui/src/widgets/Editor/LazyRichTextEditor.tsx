import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { fieldStyles } from '../../primitives/Field';
import type { RichTextEditorProps } from './RichTextEditor';
import * as styles from './LazyRichTextEditor.css';
import { messages } from './RichTextEditor.messages';

// ProseMirror, the toolbar and their styles load as their own chunk, the first time an editor shows.
const Impl = lazy(() => import('./RichTextEditor'));

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
