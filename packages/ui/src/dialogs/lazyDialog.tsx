import { lazy, Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { LoadingOverlay } from '../primitives/LoadingOverlay';
import { messages } from './FormDialog/FormDialog.messages';

/**
 * A dialog as a lazy chunk of its own (CONVENTIONS "Dialogs"): its fields, schema and texts load
 * the first time it opens, so no page pays for dialogs it does not open. While the chunk loads, a
 * loading overlay says so.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Impl = lazy(load);
  function LazyDialog(props: P) {
    const intl = useIntl();
    return (
      <Suspense fallback={<LoadingOverlay fullPage label={intl.formatMessage(messages.loading)} />}>
        <Impl {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
